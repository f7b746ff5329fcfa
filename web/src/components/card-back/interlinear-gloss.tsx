import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { isUnglossed, type WordGloss } from '@/lib/card-back';
import { cn } from '@/lib/cn';
import { GlossBeneath } from '@/components/card-back/gloss-beneath';
import { posKey } from '@/components/card-back/pos-key';

interface InterlinearGlossProps {
  glosses: readonly WordGloss[];
  targetLanguage: string;
  nativeLanguage: string;
  className?: string;
}

/** Languages written right to left among the learning languages. */
const rtl = new Set(['ar']);

/**
 * Product §6: every word of the sentence in order with its gloss beneath it;
 * a tap shows the word's lemma, part of speech and other senses. A word no
 * dictionary knows stands as written with a "?" mark; names, numbers and
 * particles say what they are.
 */
export function InterlinearGloss({
  glosses,
  targetLanguage,
  nativeLanguage,
  className,
}: InterlinearGlossProps) {
  const { t } = useTranslation('lesson');
  const [open, setOpen] = useState<number | null>(null);
  const chosen = open === null ? undefined : glosses[open];
  return (
    <div className={className}>
      <ol
        aria-label={t('gloss.label')}
        dir={rtl.has(targetLanguage) ? 'rtl' : 'ltr'}
        className="flex flex-wrap gap-x-3 gap-y-2"
      >
        {glosses.map((w, i) => (
          <li key={`${String(w.start)}-${w.text}`}>
            <button
              type="button"
              aria-expanded={open === i}
              onClick={() => {
                setOpen(open === i ? null : i);
              }}
              className={cn(
                'flex min-h-11 flex-col items-center rounded-lg px-1.5 py-1 text-center hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-ring',
                open === i && 'bg-surface-muted',
              )}
            >
              <span
                lang={targetLanguage}
                className={cn(
                  'text-lg font-semibold',
                  isUnglossed(w) && 'underline decoration-dotted decoration-2 underline-offset-4',
                )}
              >
                {w.text}
              </span>
              <GlossBeneath word={w} nativeLanguage={nativeLanguage} />
            </button>
          </li>
        ))}
      </ol>
      {chosen && (
        <p role="status" className="mt-2 rounded-lg bg-surface-muted px-3 py-2 text-sm">
          <span lang={targetLanguage} className="font-semibold">
            {chosen.lemma ?? chosen.text}
          </span>
          {chosen.pos && (
            <span className="text-ink-muted"> · {t(`gloss.pos.${posKey(chosen.pos)}`)}</span>
          )}
          {chosen.senses?.length || chosen.gloss ? (
            <span lang={nativeLanguage}>: {(chosen.senses ?? [chosen.gloss]).join('; ')}</span>
          ) : (
            <span className="text-ink-muted">: {t('gloss.noneLong')}</span>
          )}
        </p>
      )}
    </div>
  );
}
