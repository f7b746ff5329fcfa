import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useMakeWordCard } from '@/lib/api/word-cards';
import { useSetWordStatus, type WordStatus } from '@/lib/api/words';
import { statusMark, wordStatuses } from '@/components/word-reader/status-mark';
import { sensesOf, type ReaderWord } from '@/components/word-reader/word-layout';

interface WordActionsProps {
  storyId: string;
  word: ReaderWord;
  /** The lesson's learning language. */
  language: string;
  /** The word's status; null: it has none (a name, a number). */
  status: WordStatus | null;
}

/** What the learner can do with a word: make it a card (free), say how well they know it. */
export function WordActions({ storyId, word, language, status }: WordActionsProps) {
  const { t } = useTranslation('reader');
  const setStatus = useSetWordStatus(storyId);
  const makeCard = useMakeWordCard(storyId);
  const g = word.gloss;
  const senses = sensesOf(word).slice(0, 3);
  return (
    <div className="mt-4 flex flex-col gap-3">
      {status && (
        <div role="group" aria-label={t('status.label')} className="flex flex-wrap gap-1.5">
          {wordStatuses.map((s) => (
            <button
              key={s}
              type="button"
              aria-pressed={status === s}
              onClick={() => {
                setStatus.mutate({ language, word: word.key, status: s });
              }}
              className={cn(
                'min-h-10 rounded-xl border border-line px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-ring',
                status === s ? 'border-ink bg-surface-muted' : 'bg-surface hover:bg-surface-muted',
              )}
            >
              <span className={cn('px-0.5', statusMark[s])}>{t(`status.${s}`)}</span>
            </button>
          ))}
        </div>
      )}
      {!status && !word.counted && <p className="text-sm text-ink-muted">{t('status.none')}</p>}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Button
          variant="secondary"
          disabled={makeCard.isPending || makeCard.isSuccess}
          onClick={() => {
            makeCard.mutate({
              text: g.text,
              lemma: g.lemma,
              pos: g.pos,
              gloss: g.gloss ?? senses[0],
              senses: senses.length > 0 ? senses : undefined,
              source: g.source,
              sentence: word.sentence.front,
            });
          }}
        >
          {t('card.make')}
        </Button>
        <p role="status" className="text-sm text-ink-muted">
          {makeCard.isSuccess
            ? t(makeCard.data.created ? 'card.added' : 'card.already')
            : makeCard.isError
              ? t('card.failed')
              : t('card.free')}
        </p>
      </div>
    </div>
  );
}
