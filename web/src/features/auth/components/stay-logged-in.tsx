import { useTranslation } from 'react-i18next';

interface StayLoggedInProps {
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}

/**
 * 'Stay logged in' (product §4): ticked, the session lasts its 30 days on this
 * device; unticked, it ends when the browser closes. The hint says which.
 */
export function StayLoggedIn({ checked, disabled, onChange }: StayLoggedInProps) {
  const { t } = useTranslation('account');
  return (
    <label className="flex items-start gap-2.5 text-sm">
      <input
        type="checkbox"
        name="stayLoggedIn"
        className="mt-0.5 size-5 shrink-0 accent-brand"
        checked={checked}
        disabled={disabled}
        onChange={(event) => {
          onChange(event.target.checked);
        }}
      />
      <span>
        <span className="font-medium">{t('stay.label')}</span>
        <span className="block text-xs text-ink-muted">
          {checked ? t('stay.on') : t('stay.off')}
        </span>
      </span>
    </label>
  );
}
