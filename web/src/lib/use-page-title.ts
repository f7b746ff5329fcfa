import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Sets document.title to "<page> · Storyglot", or to the product title and
 * tagline when no page name is given. Follows language changes.
 */
export function usePageTitle(page?: string): void {
  const { t } = useTranslation();
  const title = page ? t('app.documentTitle', { page }) : t('app.homeDocumentTitle');
  useEffect(() => {
    document.title = title;
  }, [title]);
}
