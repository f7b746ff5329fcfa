import { useTranslation } from 'react-i18next';

import { inputClass } from '@/components/ui/text-field';

/** A log's filter by event type: "all" or one of the types the server has seen. */
export function TypeFilter({
  label,
  value,
  types,
  onChange,
}: {
  label: string;
  value: string;
  types: string[];
  onChange: (type: string) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <label className="flex flex-col gap-1.5 text-sm font-medium">
      {label}
      <select
        className={inputClass}
        value={value}
        onChange={(e) => {
          onChange(e.target.value);
        }}
      >
        <option value="">{t('all')}</option>
        {types.map((ty) => (
          <option key={ty} value={ty}>
            {ty}
          </option>
        ))}
      </select>
    </label>
  );
}
