import { useTranslation } from 'react-i18next';

/** A language's name in the interface language, e.g. 'Spanish', 'Español' or '西班牙语'. */
export function useLanguageName() {
  const { i18n } = useTranslation();
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames([i18n.language], { type: 'language' });
  } catch {
    names = undefined;
  }
  return (code: string, fallback = code) => names?.of(code) ?? fallback;
}
