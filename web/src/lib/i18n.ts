import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

import { readStorage, storageKeys, writeStorage } from '@/lib/storage-keys';
import de from '@/locales/de.json';
import en from '@/locales/en.json';
import es from '@/locales/es.json';
import fr from '@/locales/fr.json';
import hi from '@/locales/hi.json';
import lessonDe from '@/locales/lesson/de.json';
import lessonEn from '@/locales/lesson/en.json';
import lessonEs from '@/locales/lesson/es.json';
import lessonFr from '@/locales/lesson/fr.json';
import lessonHi from '@/locales/lesson/hi.json';
import lessonZh from '@/locales/lesson/zh.json';
import studyDe from '@/locales/study/de.json';
import studyEn from '@/locales/study/en.json';
import studyEs from '@/locales/study/es.json';
import studyFr from '@/locales/study/fr.json';
import studyHi from '@/locales/study/hi.json';
import studyZh from '@/locales/study/zh.json';
import zh from '@/locales/zh.json';

/**
 * The six interface languages (spec §1). Each is named in its own language
 * (an endonym), the same in every locale, so the names are data, not
 * translatable text.
 */
export const interfaceLanguages = [
  { code: 'en', nativeName: 'English' },
  { code: 'es', nativeName: 'Español' },
  { code: 'fr', nativeName: 'Français' },
  { code: 'zh', nativeName: '中文' },
  { code: 'de', nativeName: 'Deutsch' },
  { code: 'hi', nativeName: 'हिन्दी' },
] as const;

export type InterfaceLanguage = (typeof interfaceLanguages)[number]['code'];

export const defaultLanguage: InterfaceLanguage = 'en';

/**
 * `translation` holds the app's common strings; `lesson` those of the story
 * card, the generation wait and the flashcard pages; `study` those of the
 * study modes (review, test and the mode switcher).
 */
export const resources = {
  en: { translation: en, lesson: lessonEn, study: studyEn },
  es: { translation: es, lesson: lessonEs, study: studyEs },
  fr: { translation: fr, lesson: lessonFr, study: studyFr },
  zh: { translation: zh, lesson: lessonZh, study: studyZh },
  de: { translation: de, lesson: lessonDe, study: studyDe },
  hi: { translation: hi, lesson: lessonHi, study: studyHi },
} as const;

export const namespaces = ['translation', 'lesson', 'study'] as const;

export function isInterfaceLanguage(value: unknown): value is InterfaceLanguage {
  return interfaceLanguages.some((language) => language.code === value);
}

/**
 * The language to start in: the stored choice, else the first of the
 * browser's languages we have, else English.
 */
export function detectLanguage(
  stored: string | null = readStorage(storageKeys.preferredLanguage),
  browserLanguages: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages,
): InterfaceLanguage {
  if (isInterfaceLanguage(stored)) return stored;
  for (const tag of browserLanguages) {
    const base = tag.split('-')[0]?.toLowerCase();
    if (isInterfaceLanguage(base)) return base;
  }
  return defaultLanguage;
}

function reflectOnDocument(instance: I18n, language: string): void {
  document.documentElement.lang = language;
  document.documentElement.dir = instance.dir(language);
}

/**
 * Creates and initialises an i18next instance with every locale bundled, so
 * no translation is fetched at run time. `<html lang>` follows the language.
 */
export function createI18n(language: InterfaceLanguage = detectLanguage()): I18n {
  const instance = i18next.createInstance();
  instance.on('languageChanged', (lng) => {
    reflectOnDocument(instance, lng);
  });
  void instance.use(initReactI18next).init({
    resources,
    ns: namespaces,
    defaultNS: 'translation',
    lng: language,
    fallbackLng: defaultLanguage,
    supportedLngs: interfaceLanguages.map((l) => l.code),
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

/** Switches the interface language and remembers the choice (spec §1). */
export async function chooseLanguage(instance: I18n, language: InterfaceLanguage): Promise<void> {
  writeStorage(storageKeys.preferredLanguage, language);
  await instance.changeLanguage(language);
}
