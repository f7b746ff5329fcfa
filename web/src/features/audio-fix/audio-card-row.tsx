import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import type { AudioCard, AudioReport } from '@/features/audio-fix/audio-fix-api';

interface AudioCardRowProps {
  card: AudioCard;
  lang: string;
  /** The learner's report on this card's audio, shown to an admin. */
  report: AudioReport | undefined;
  fixing: boolean;
  onFix: () => void;
  dismissing: boolean;
  onDismiss: (reportId: number) => void;
}

/** One card of the lesson: its text, its audio to listen to, and the ways to fix it. */
export function AudioCardRow({
  card,
  lang,
  report,
  fixing,
  onFix,
  dismissing,
  onDismiss,
}: AudioCardRowProps) {
  const { t } = useTranslation('media');
  return (
    <Card asChild className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
      <li>
        <div className="min-w-0 flex-1">
          <p className="break-words" lang={lang}>
            {card.front}
          </p>
          {report ? (
            <p className="mt-1 text-sm font-medium text-danger">
              {t('audioFix.reportedCard')}
              {report.note ? `: ${report.note}` : ''}
            </p>
          ) : null}
        </div>
        {card.audioUrl ? (
          <audio
            controls
            preload="none"
            src={card.audioUrl}
            className="w-full sm:w-56"
            aria-label={t('audioFix.listen', { text: card.front })}
          />
        ) : (
          <span className="text-sm text-ink-muted">{t('audioFix.noAudio')}</span>
        )}
        <Button variant="secondary" disabled={fixing} onClick={onFix}>
          {t('audioFix.fixOne')}
          <span className="sr-only"> {card.front}</span>
        </Button>
        {report ? (
          <Button
            variant="secondary"
            disabled={dismissing}
            onClick={() => {
              onDismiss(report.id);
            }}
          >
            {t('audioFix.dismiss')}
            <span className="sr-only"> {card.front}</span>
          </Button>
        ) : null}
      </li>
    </Card>
  );
}
