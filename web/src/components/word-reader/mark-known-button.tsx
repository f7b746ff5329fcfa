import { useTranslation } from 'react-i18next';

import { Button } from '@/components/ui/button';
import { useMarkWordsKnown } from '@/lib/api/mark-words';
import { useWordReaderContext } from '@/components/word-reader/word-reader-context';

/**
 * LingQ's habit: once a text is read, the words still new in it are known.
 * Shown only while some are; it says how many it will mark, and marks each.
 */
export function MarkKnownButton({ className }: { className?: string }) {
  const { t } = useTranslation('reader');
  const { storyId, layout, statusOf, language, targetLanguage } = useWordReaderContext();
  const mark = useMarkWordsKnown(storyId);
  const fresh = [...new Set(layout.words.filter((w) => statusOf(w) === 'new').map((w) => w.key))];
  if (storyId === null) return null;
  return (
    <div className={className}>
      {fresh.length > 0 && (
        <Button
          variant="secondary"
          disabled={mark.isPending}
          onClick={() => {
            mark.mutate({ language: language ?? targetLanguage, words: fresh });
          }}
        >
          {t('markKnown.button', { count: fresh.length })}
        </Button>
      )}
      <p role="status" className="mt-1 text-sm text-ink-muted">
        {mark.isSuccess && t('markKnown.done', { count: mark.data })}
        {mark.isError && t('markKnown.failed')}
      </p>
    </div>
  );
}
