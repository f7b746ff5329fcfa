import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { chooseLanguage, interfaceLanguages, isInterfaceLanguage } from '@/lib/i18n';
import { useHydrated } from '@/lib/use-hydrated';

/** Picks one of the six interface languages; the choice is remembered (product §2). */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const id = useId();
  // On a prerendered page a choice made before the app is live would be lost.
  const live = useHydrated();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="flex items-center gap-1.5 text-sm font-medium text-ink-muted">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
        >
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3Z" />
        </svg>
        <span className="sr-only sm:not-sr-only">{t('language.label')}</span>
      </label>
      {/* A set width: sized by its options, the select would have the browser
          shape every option (Chinese and Hindi fonts loaded, 7–21 ms on a
          fresh page) before the page's first layout (decision 0054). */}
      <select
        id={id}
        value={i18n.resolvedLanguage ?? i18n.language}
        disabled={!live}
        onChange={(event) => {
          const next = event.target.value;
          if (isInterfaceLanguage(next)) void chooseLanguage(i18n, next);
        }}
        className="h-9 w-32 cursor-pointer rounded-lg border border-line bg-surface py-0 pr-8 pl-3 text-sm font-medium text-ink shadow-sm hover:border-ink-muted/50"
      >
        {interfaceLanguages.map((language) => (
          <option key={language.code} value={language.code} lang={language.code}>
            {language.nativeName}
          </option>
        ))}
      </select>
    </div>
  );
}
