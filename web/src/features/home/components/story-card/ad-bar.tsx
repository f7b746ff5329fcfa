import { useTranslation } from 'react-i18next';

interface AdBarProps {
  /** What the bar says: the seconds left, or until the lesson is ready. */
  status: string;
  muted: boolean;
  onToggleMute: () => void;
  onClose: () => void;
}

const barButton =
  'rounded-md px-2 py-1 font-semibold hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white';

/** The ad's top bar: the time left, mute and close. */
export function AdBar({ status, muted, onToggleMute, onClose }: AdBarProps) {
  const { t } = useTranslation('lesson');
  return (
    <div className="flex items-center justify-between gap-2 bg-black/80 px-3 py-2 text-xs">
      <span>{status}</span>
      <div className="flex gap-1">
        <button type="button" onClick={onToggleMute} aria-pressed={!muted} className={barButton}>
          {muted ? t('ad.unmute') : t('ad.mute')}
        </button>
        <button
          type="button"
          onClick={onClose}
          aria-label={t('ad.close')}
          className="rounded-md px-2 py-1 text-base leading-none font-semibold hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white"
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </div>
  );
}
