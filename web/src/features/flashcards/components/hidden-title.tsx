import { useTranslation } from 'react-i18next';

/**
 * The lesson's heading while its title is an answer (decision 0051): the
 * title is the story's first sentence, which native → target and listening
 * first ask for, so it waits behind a tap.
 */
export function HiddenTitle({ title, lang }: { title: string; lang: string }) {
  const { t } = useTranslation('study');
  return (
    <>
      <h1 className="font-display text-2xl font-semibold tracking-tight sm:text-4xl">
        {t('direction.lessonHeading')}
      </h1>
      <details className="mt-1 text-ink-muted sm:mt-2">
        <summary className="cursor-pointer text-sm font-medium">{t('direction.showTitle')}</summary>
        <p lang={lang} className="mt-1 text-ink sm:text-lg">
          {title}
        </p>
      </details>
    </>
  );
}
