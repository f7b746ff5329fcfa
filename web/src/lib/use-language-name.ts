import { useTranslation } from 'react-i18next';

/**
 * The learning languages' names in each interface language, as the browser
 * names them (Intl.DisplayNames, CLDR; the test holds them to it). A page's
 * first Intl.DisplayNames costs 12–35 ms of CPU on a 2-core machine (the
 * engine loads its locale data), over 100 ms on a phone: the lesson page paid
 * it on every visit, a task of its own (decisions 0053, 0054). Only a
 * language outside this table (a story detected as Swedish, say) makes one.
 */
const table: Record<string, Record<string, string>> = {
  en: {
    en: 'English',
    es: 'Spanish',
    fr: 'French',
    de: 'German',
    it: 'Italian',
    pt: 'Portuguese',
    ru: 'Russian',
    ja: 'Japanese',
    ko: 'Korean',
    zh: 'Chinese',
    ar: 'Arabic',
  },
  es: {
    en: 'inglés',
    es: 'español',
    fr: 'francés',
    de: 'alemán',
    it: 'italiano',
    pt: 'portugués',
    ru: 'ruso',
    ja: 'japonés',
    ko: 'coreano',
    zh: 'chino',
    ar: 'árabe',
  },
  fr: {
    en: 'anglais',
    es: 'espagnol',
    fr: 'français',
    de: 'allemand',
    it: 'italien',
    pt: 'portugais',
    ru: 'russe',
    ja: 'japonais',
    ko: 'coréen',
    zh: 'chinois',
    ar: 'arabe',
  },
  de: {
    en: 'Englisch',
    es: 'Spanisch',
    fr: 'Französisch',
    de: 'Deutsch',
    it: 'Italienisch',
    pt: 'Portugiesisch',
    ru: 'Russisch',
    ja: 'Japanisch',
    ko: 'Koreanisch',
    zh: 'Chinesisch',
    ar: 'Arabisch',
  },
  zh: {
    en: '英语',
    es: '西班牙语',
    fr: '法语',
    de: '德语',
    it: '意大利语',
    pt: '葡萄牙语',
    ru: '俄语',
    ja: '日语',
    ko: '韩语',
    zh: '中文',
    ar: '阿拉伯语',
  },
  hi: {
    en: 'अंग्रेज़ी',
    es: 'स्पेनिश',
    fr: 'फ़्रेंच',
    de: 'जर्मन',
    it: 'इतालवी',
    pt: 'पुर्तगाली',
    ru: 'रूसी',
    ja: 'जापानी',
    ko: 'कोरियाई',
    zh: 'चीनी',
    ar: 'अरबी',
  },
};

/** Names of languages in one language. */
export interface LanguageNames {
  of(code: string): string | undefined;
}

const made = new Map<string, Intl.DisplayNames | null>();

function displayNames(language: string): Intl.DisplayNames | null {
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

/** The interface language's names of languages (null where neither the table nor the browser has any). */
export function languageNames(language: string): LanguageNames | null {
  const known = table[language];
  if (known) return { of: (code) => known[code] ?? displayNames(language)?.of(code) };
  return displayNames(language);
}

/** A language's name in the interface language, e.g. 'Spanish', 'Español' or '西班牙语'. */
export function useLanguageName() {
  const { i18n } = useTranslation();
  const names = languageNames(i18n.language);
  return (code: string, fallback = code) => names?.of(code) ?? fallback;
}
