import { useTranslation } from 'react-i18next';

import type { Blank } from '@/features/flashcards/utils/missing-word';
import { firstLetter } from '@/features/flashcards/utils/word-text';
import { backLine } from '@/lib/card-back';

/** The sentence with its gap, or with the word marked once answered. */
export function MissingSentence({
  blank,
  revealed,
  lang,
}: {
  blank: Blank;
  revealed: boolean;
  lang: string;
}) {
  const { t } = useTranslation('study');
  const before = blank.sentence.slice(0, blank.start);
  const after = blank.sentence.slice(blank.end);
  return (
    <p lang={lang} className="mt-1 font-display text-2xl leading-relaxed font-semibold sm:text-3xl">
      {before}
      {revealed ? (
        <mark className="rounded-md bg-brand-soft px-1 text-ink">{blank.word}</mark>
      ) : (
        <>
          <span className="sr-only">{t('missing.blank')}</span>
          {/* Empty, so that the text reads "(blank)." with no stray space. */}
          <span
            aria-hidden="true"
            className="mx-0.5 inline-block h-[1em] w-[4.5em] border-b-4 border-brand align-baseline"
          />
        </>
      )}
      {after}
    </p>
  );
}

/** A missed sentence in the round's score: the word marked, and the translation. */
export function MissedSentence({
  blank,
  targetLanguage,
  nativeLanguage,
}: {
  blank: Blank;
  targetLanguage: string;
  nativeLanguage: string;
}) {
  return (
    <>
      <span lang={targetLanguage}>
        {blank.sentence.slice(0, blank.start)}
        <mark className="rounded bg-brand-soft px-0.5 font-semibold text-ink">{blank.word}</mark>
        {blank.sentence.slice(blank.end)}
      </span>
      {backLine(blank.card) && (
        <>
          {' '}
          — <span lang={nativeLanguage}>{backLine(blank.card)}</span>
        </>
      )}
    </>
  );
}

/** The hint once asked for: the first letter, and the word's gloss where there is one. */
export function MissingHint({ blank, nativeLanguage }: { blank: Blank; nativeLanguage: string }) {
  const { t } = useTranslation('study');
  return (
    <p className="text-ink">
      {t('missing.hintLetter', { letter: firstLetter(blank.word) })}
      {blank.hint?.gloss && (
        <>
          {' · '}
          {t('missing.hintGloss')} <span lang={nativeLanguage}>{blank.hint.gloss}</span>
        </>
      )}
    </p>
  );
}
