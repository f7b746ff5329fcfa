import { useTranslation } from 'react-i18next';

import { posKey } from '@/components/card-back/pos-key';
import type { WordGloss } from '@/lib/card-back';

/** The line under a word: its gloss, or what kind of word it is, or the "no gloss" mark. */
export function GlossBeneath({
  word,
  nativeLanguage,
}: {
  word: WordGloss;
  nativeLanguage: string;
}) {
  const { t } = useTranslation('lesson');
  if (word.gloss) {
    return (
      <span lang={nativeLanguage} className="max-w-40 text-sm text-ink-muted">
        {word.gloss}
      </span>
    );
  }
  if (word.pos === 'propn' || word.pos === 'part') {
    return (
      <span className="text-xs text-ink-muted italic">{t(`gloss.pos.${posKey(word.pos)}`)}</span>
    );
  }
  if (word.pos === 'num') return <span className="text-sm text-ink-muted">&nbsp;</span>;
  return (
    <span className="text-sm font-semibold text-accent" title={t('gloss.noneLong')}>
      ?<span className="sr-only"> {t('gloss.none')}</span>
    </span>
  );
}
