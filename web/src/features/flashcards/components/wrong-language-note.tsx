import { useTranslation } from 'react-i18next';

import type { Story } from '@/lib/api/lesson-types';
import { useLanguageName } from '@/lib/use-language-name';

/** The note on a lesson whose story is not in the language it teaches. */
export function WrongLanguageNote({ story }: { story: Story }) {
  const { t } = useTranslation('lesson');
  const name = useLanguageName();
  return (
    <p role="note" className="mt-4 rounded-xl bg-accent-soft px-4 py-3 text-sm text-accent">
      {story.detectedLanguage
        ? t('messages.wrongLanguageDetected', {
            detected: name(story.detectedLanguage),
            target: name(story.targetLanguage),
          })
        : t('messages.wrongLanguage', { target: name(story.targetLanguage) })}
    </p>
  );
}
