import { useTranslation } from 'react-i18next';

// A page's first Intl.DisplayNames costs ≈ 30 ms of CPU on a 2-core machine
// (the engine loads its locale data; later ones cost ≈ 0.3 ms), well over
// 100 ms on a phone. Made inside the render that shows a lesson, it made that
// render one long task (decision 0053): one per language is kept, and a page
// that will need them makes them ahead, in a task of their own.
const made = new Map<string, Intl.DisplayNames | null>();

/** The interface language's names of languages (null where the browser has none). */
export function languageNames(language: string): Intl.DisplayNames | null {
  let names = made.get(language);
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames([language], { type: 'language' });
    } catch {
      names = null;
    }
    made.set(language, names);
  }
  return names;
}

/**
 * Makes language's names in a task of their own, for a page whose first
 * render shows them (the lesson, a shared lesson): called as its code loads,
 * before its data arrives.
 */
export function prepareLanguageNames(language: string): void {
  setTimeout(() => languageNames(language), 0);
}

/** A language's name in the interface language, e.g. 'Spanish', 'Español' or '西班牙语'. */
export function useLanguageName() {
  const { i18n } = useTranslation();
  const names = languageNames(i18n.language);
  return (code: string, fallback = code) => names?.of(code) ?? fallback;
}
