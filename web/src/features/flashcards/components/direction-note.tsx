import { useTranslation } from 'react-i18next';

import type { CardWay } from '@/features/flashcards/utils/study-direction';
import { useLanguageName } from '@/lib/use-language-name';

/**
 * Why a card is not asked the way chosen (decision 0051): a sentence without
 * a translation has nothing to start from in the learner's language (its
 * back is word glosses, never a pretend sentence), and a card without audio
 * cannot be heard. Either is then shown target first, and says so.
 */
export function DirectionNote({ way, targetLanguage }: { way: CardWay; targetLanguage: string }) {
  const { t } = useTranslation('study');
  const name = useLanguageName();
  if (!way.fallback) return null;
  return (
    <p className="mt-3 rounded-xl bg-surface-muted px-3 py-2 text-sm text-ink-muted">
      {way.fallback === 'noTranslation'
        ? t('direction.noTranslation', { language: name(targetLanguage) })
        : t('direction.noAudio')}
    </p>
  );
}

/** In place of the text while a card is asked by ear: listen, or (when refused) press Play. */
export function ListeningNote({ blocked }: { blocked: boolean }) {
  const { t } = useTranslation('study');
  return blocked ? (
    <p role="alert" className="mt-1 text-lg font-semibold">
      {t('direction.blocked')}
    </p>
  ) : (
    <p className="mt-1 text-lg text-ink-muted">{t('direction.listen')}</p>
  );
}
