import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { useGenieHints } from '@/features/home/hooks/use-genie-hints';
import { useGenieDialog, type GenieContext } from '@/lib/genie-dialog';
import type { Me } from '@/lib/session/me';

function GenieLamp({ className }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 32 32" className={className} fill="currentColor">
      <path d="M16 6c1.7 0 3 1.2 3 2.7 0 .6-.2 1.1-.6 1.6 3.9.7 7 3.3 8 6.7h1.6c1.1 0 2-.9 2-2s-.9-2-2-2h-.5a1 1 0 1 1 0-2h.5a4 4 0 0 1 0 8H27a9 9 0 0 1-4.4 4.8l.9 2.2H25a1 1 0 1 1 0 2H7a1 1 0 1 1 0-2h1.5l.9-2.2C6.6 23.3 4.7 20.7 4.1 18H2a1 1 0 1 1 0-2h2.3c1-3.4 4.2-6 8-6.7a2.5 2.5 0 0 1-.5-1.6C13 7.2 14.3 6 16 6Z" />
    </svg>
  );
}

/**
 * The genie logo of the story card (product §13): opens the Genie through
 * useGenieDialog; a tooltip invites a first click (local flag) and an arrow
 * hint, remembered per user, points at it.
 */
export function GenieButton({
  me,
  context,
  canGrant,
}: {
  me: Me;
  context: GenieContext;
  /** An AI provider can write (GET /meta): the hints point at the Genie only then. */
  canGrant: boolean;
}) {
  const { t } = useTranslation('lesson');
  const tooltipId = useId();
  const { tooltip, hideTooltip, arrowDismissed, hideArrow } = useGenieHints(me, canGrant);
  const { openGenie } = useGenieDialog();

  return (
    <div className="relative flex items-center gap-2">
      {!arrowDismissed && (
        // One line in every language: Chinese and Japanese may break between
        // any two characters, which stacked the hint one character a line.
        <span className="flex items-center gap-1 rounded-full bg-accent-soft py-0.5 pr-1 pl-2.5 text-xs font-semibold whitespace-nowrap text-accent">
          <span>{t('genie.arrow')}</span>
          <span aria-hidden="true" className="animate-pulse">
            →
          </span>
          <button
            type="button"
            onClick={hideArrow}
            aria-label={t('genie.dismissArrow')}
            className="ml-0.5 rounded-full px-1.5 leading-5 hover:bg-accent/15 focus-visible:outline-2 focus-visible:outline-ring"
          >
            <span aria-hidden="true">×</span>
          </button>
        </span>
      )}
      <button
        type="button"
        aria-label={t('genie.open')}
        aria-describedby={tooltip ? tooltipId : undefined}
        onClick={() => {
          hideTooltip();
          openGenie(context);
        }}
        className="flex size-11 items-center justify-center rounded-2xl bg-brand-soft text-brand shadow-sm transition-transform hover:scale-105 focus-visible:outline-2 focus-visible:outline-ring"
      >
        <GenieLamp className="size-7" />
      </button>
      {tooltip && canGrant && (
        <div
          id={tooltipId}
          role="tooltip"
          className="absolute top-full right-0 z-20 mt-2 flex w-max max-w-60 items-start gap-2 rounded-xl bg-ink px-3 py-2 text-sm text-canvas shadow-lg"
        >
          <span>{t('genie.tooltip')}</span>
          <button
            type="button"
            onClick={hideTooltip}
            aria-label={t('genie.dismissTooltip')}
            className="rounded px-1 leading-5 hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-ring"
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      )}
    </div>
  );
}
