import { useTranslation } from 'react-i18next';

import { cn } from '@/lib/cn';
import { statusMark, wordStatuses } from '@/components/word-reader/status-mark';
import { newWordCount } from '@/components/word-reader/word-layout';
import { useWordReaderContext } from '@/components/word-reader/word-reader-context';

/**
 * Above a text: what the words' marks mean (New · Learning · Known ·
 * Ignored, each marked as in the text), how much of it the learner knows,
 * and that a word can be tapped. Inside a WordReader.
 */
export function WordLegend({ className }: { className?: string }) {
  const { t } = useTranslation('reader');
  const { share, storyId } = useWordReaderContext();
  return (
    <div className={cn('text-sm', className)}>
      <p className="text-ink-muted">{t('legend.tap')}</p>
      {/* A lesson kept only in this browser has no statuses to mark. */}
      {storyId !== null && (
        <p className="mt-1">
          <span className="sr-only">{t('legend.label')} </span>
          {wordStatuses.map((s, i) => (
            <span key={s}>
              {i > 0 && <span aria-hidden="true"> · </span>}
              <span className={cn('rounded-sm px-0.5', statusMark[s])}>{t(`legend.${s}`)}</span>
              {i < wordStatuses.length - 1 && <span className="sr-only">,</span>}
            </span>
          ))}
        </p>
      )}
      {share && share.words > 0 && (
        <p className="mt-1 font-semibold" data-testid="known-share">
          {t('legend.share', { percent: share.percent })} ·{' '}
          {t('legend.newWords', { count: newWordCount(share) })}
        </p>
      )}
    </div>
  );
}
