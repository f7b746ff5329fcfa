import { useTranslation } from 'react-i18next';

import type { Me } from '@/lib/session/me';

interface GenieHeaderProps {
  me: Me;
  wishes: number;
  credits: number;
  muted: boolean;
  onToggleMute: () => void;
}

function SpeakerIcon({ muted }: { muted: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M11 5 6 9H3v6h3l5 4V5Z" />
      {muted ? (
        <path d="m22 9-6 6M16 9l6 6" />
      ) : (
        <path d="M15.5 8.5a5 5 0 0 1 0 7M19 5a10 10 0 0 1 0 14" />
      )}
    </svg>
  );
}

/**
 * Product §13: the name (the part of the e-mail before the @, or 'Guest'), the
 * credits, and one star per wish or 'No wishes left'; and the chime's mute.
 */
export function GenieHeader({ me, wishes, credits, muted, onToggleMute }: GenieHeaderProps) {
  const { t } = useTranslation('genie');
  const name = me.mode === 'user' ? (me.email.split('@')[0] ?? me.displayName) : t('header.guest');
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
      <span className="font-semibold">{name}</span>
      <span className="text-ink-muted">{t('header.credits', { count: credits })}</span>
      {wishes > 0 ? (
        <span className="flex items-center gap-1">
          <span aria-hidden="true" className="tracking-widest text-accent">
            {'★'.repeat(Math.min(wishes, 12))}
          </span>
          <span className="sr-only">{t('header.wishes', { count: wishes })}</span>
        </span>
      ) : (
        <span className="font-semibold text-danger">{t('header.noWishes')}</span>
      )}
      <button
        type="button"
        onClick={onToggleMute}
        aria-pressed={muted}
        aria-label={muted ? t('header.unmute') : t('header.mute')}
        title={muted ? t('header.unmute') : t('header.mute')}
        className="ml-auto flex size-11 items-center justify-center rounded-xl text-ink-muted hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-ring"
      >
        <SpeakerIcon muted={muted} />
      </button>
    </div>
  );
}
