import i18next, { type i18n as I18n, type Resource, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';

import { readStorage, storageKeys, writeStorage } from '@/lib/storage-keys';

type Bundle = ResourceLanguage[string];

// Every file under locales/ is a namespace of one language: locales/<lng>.json
// is `translation`, locales/<ns>/<lng>.json is <ns>. English `translation`
// (the common strings, and the fallback) is in the main bundle; every other
// file is a chunk of its own, loaded with its language (a language other
// than English brings English too, its fallback). A new namespace folder
// needs no change here.
const builtInFiles = import.meta.glob<Bundle>('../locales/en.json', {
  eager: true,
  import: 'default',
});
const lazyFiles = import.meta.glob<Bundle>(
  ['../locales/*.json', '../locales/*/*.json', '!../locales/en.json'],
  { import: 'default' },
);

/** Where a locale file belongs: its language and namespace. */
export function localeFile(path: string): { lng: string; ns: string } {
  const parts = path
    .replace(/^.*locales\//, '')
    .replace(/\.json$/, '')
    .split('/');
  return parts.length === 1
    ? { lng: parts[0] ?? '', ns: 'translation' }
    : { lng: parts[1] ?? '', ns: parts[0] ?? '' };
}

function collect(files: Record<string, Bundle>): ResourceLanguage {
  const out: ResourceLanguage = {};
  for (const [path, bundle] of Object.entries(files)) out[localeFile(path).ns] = bundle;
  return out;
}

const resources: Resource = { en: collect(builtInFiles) };
const complete = new Set<string>();
const loading = new Map<string, Promise<void>>();

/**
 * The six interface languages (product §2). Each is named in its own language
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
 * The namespaces: `translation` holds the app's common strings, the others
 * those of one feature (lesson, study, stories, billing, site, …).
 */
export const namespaces: readonly string[] = [
  'translation',
  ...Object.keys(lazyFiles)
    .map(localeFile)
    .filter((f) => f.lng === 'en' && f.ns !== 'translation')
    .map((f) => f.ns)
    .sort(),
];

/** The files of a language that are not loaded yet. */
export function pendingLocaleFiles(language: string): string[] {
  return complete.has(language)
    ? []
    : Object.keys(lazyFiles).filter((path) => localeFile(path).lng === language);
}

function loadOne(language: string): Promise<void> {
  if (complete.has(language)) return Promise.resolve();
  let pending = loading.get(language);
  if (!pending) {
    const files = Object.entries(lazyFiles).filter(([path]) => localeFile(path).lng === language);
    pending = Promise.all(
      files.map(async ([path, load]) => [localeFile(path).ns, await load()] as const),
    ).then((bundles) => {
      resources[language] = { ...resources[language], ...Object.fromEntries(bundles) };
      complete.add(language);
    });
    pending.catch(() => loading.delete(language));
    loading.set(language, pending);
  }
  return pending;
}

/** Loads every namespace of a language (once), and of English, its fallback. */
export async function loadLanguage(language: InterfaceLanguage): Promise<void> {
  await Promise.all([loadOne(defaultLanguage), loadOne(language)]);
}

/** The strings of a language by namespace, as far as they are loaded (undefined: none yet). */
export function resourcesOf(language: InterfaceLanguage): ResourceLanguage | undefined {
  return resources[language];
}

export function isInterfaceLanguage(value: unknown): value is InterfaceLanguage {
  return interfaceLanguages.some((language) => language.code === value);
}

/** The language the address asks for (?lang=de: a page's hreflang alternate), if any. */
export function addressLanguage(
  search: string = typeof window === 'undefined' ? '' : window.location.search,
): InterfaceLanguage | null {
  const asked = new URLSearchParams(search).get('lang');
  return isInterfaceLanguage(asked) ? asked : null;
}

/**
 * The language to start in: the one the address asks for (?lang=de), else
 * the stored choice, else the first of the browser's languages we have,
 * else English.
 */
export function detectLanguage(
  stored: string | null = readStorage(storageKeys.preferredLanguage),
  browserLanguages: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages,
  asked: InterfaceLanguage | null = addressLanguage(),
): InterfaceLanguage {
  if (asked) return asked;
  if (isInterfaceLanguage(stored)) return stored;
  for (const tag of browserLanguages) {
    const base = tag.split('-')[0]?.toLowerCase();
    if (isInterfaceLanguage(base)) return base;
  }
  return defaultLanguage;
}

function reflectOnDocument(instance: I18n, language: string): void {
  if (typeof document === 'undefined') return; // prerendering at build time
  document.documentElement.lang = language;
  document.documentElement.dir = instance.dir(language);
}

/**
 * Creates and initialises an i18next instance, at once, with the languages
 * loaded so far (load the starting language first: see main.tsx; until a
 * language is loaded its strings fall back to English). `<html lang>`
 * follows the language.
 */
export function createI18n(language: InterfaceLanguage = detectLanguage()): I18n {
  const instance = i18next.createInstance();
  instance.on('languageChanged', (lng) => {
    reflectOnDocument(instance, lng);
  });
  void instance.use(initReactI18next).init({
    resources: { ...resources },
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

/** Switches the interface language and remembers the choice (product §2). */
export async function chooseLanguage(instance: I18n, language: InterfaceLanguage): Promise<void> {
  writeStorage(storageKeys.preferredLanguage, language);
  await loadLanguage(language);
  for (const lng of new Set([defaultLanguage, language])) {
    for (const [ns, bundle] of Object.entries(resourcesOf(lng) ?? {})) {
      if (!instance.hasResourceBundle(lng, ns)) instance.addResourceBundle(lng, ns, bundle);
    }
  }
  await instance.changeLanguage(language);
}
