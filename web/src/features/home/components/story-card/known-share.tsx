import { useTranslation } from 'react-i18next';

import { useKnownShare, type KnownShare as Share } from '@/lib/api/words';
import { useDebounced } from '@/lib/use-debounced';

/** How long typing must pause before the share known is asked for again. */
const shareDelayMs = 600;

/** How many of the story's new words the line names. */
const namedNewWords = 8;

interface KnownShareProps {
  target: string;
  native: string;
  text: string;
  /** While a lesson is being started or made: asks nothing new (the page may move on). */
  paused?: boolean;
}

/**
 * How much of the story being typed the learner knows (product §18, issue
 * 28): "62 % of its words known · 14 new" and the first new words, asked
 * for (free) once typing pauses, never in the way of the form. A learner who
 * knows none of its words yet is told how words become known instead of a
 * bare 0 %. Only for a guest or user: a visitor has no words.
 */
export function KnownShare({ target, native, text, paused = false }: KnownShareProps) {
  const { t } = useTranslation('lesson');
  const typed = text.trim() !== '';
  const settled = useDebounced(text, shareDelayMs);
  const share = useKnownShare(target, native, settled, typed && !paused);
  if (!typed) return null;
  if (share.isError) {
    return (
      <p data-testid="known-share" className="text-sm text-ink-muted">
        {t('knownShare.failed')}
      </p>
    );
  }
  const s = share.data;
  if (!s || s.words === 0) return null;
  return (
    <div data-testid="known-share" className="flex flex-col gap-1 text-sm text-ink-muted">
      {firstTime(s) ? (
        <p>{t('knownShare.firstWords')}</p>
      ) : (
        <>
          <p className="font-medium text-ink">
            {t('knownShare.known', { percent: s.percent, count: newCount(s) })}
          </p>
          {s.newWords.length > 0 && (
            <p>
              {t('knownShare.newWords')}{' '}
              <span lang={target}>{s.newWords.slice(0, namedNewWords).join(', ')}</span>
            </p>
          )}
        </>
      )}
    </div>
  );
}

/** The story's words the learner has never met: neither known, nor learning, nor ignored. */
function newCount(s: Share): number {
  return Math.max(0, s.words - s.known - s.learning - s.ignored);
}

/** No word of the story has a status yet: most likely a learner with no words at all. */
function firstTime(s: Share): boolean {
  return s.known + s.learning + s.ignored === 0;
}
