import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The public pages search engines may list, with the `site` keys of their
 * description. The prerender script (scripts/prerender.mjs) writes the same
 * tags into each page's HTML at build time; usePageMeta keeps them right as
 * the app moves between pages and languages.
 */
export const publicPages = {
  '/': { description: 'meta.home' },
  '/about': { description: 'meta.about' },
  '/contact': { description: 'meta.contact' },
  '/privacy-policy': { description: 'meta.privacy' },
  '/terms-of-service': { description: 'meta.terms' },
  '/leaderboards': { description: 'meta.leaderboards' },
  '/map': { description: 'meta.map' },
} as const;

export type PublicPath = keyof typeof publicPages;

function setTag(selector: string, create: () => HTMLElement, attr: string, value: string) {
  let el = document.head.querySelector<HTMLElement>(selector);
  if (!el) {
    el = create();
    document.head.append(el);
  }
  el.setAttribute(attr, value);
}

function meta(attr: 'name' | 'property', key: string): () => HTMLElement {
  return () => {
    const el = document.createElement('meta');
    el.setAttribute(attr, key);
    return el;
  };
}

/** Writes title, description, canonical URL and Open Graph tags of a page into <head>. */
export function applyPageMeta(title: string, description: string, path: string): void {
  document.title = title;
  const url = new URL(path, window.location.origin).href;
  setTag('meta[name="description"]', meta('name', 'description'), 'content', description);
  setTag('meta[property="og:title"]', meta('property', 'og:title'), 'content', title);
  setTag(
    'meta[property="og:description"]',
    meta('property', 'og:description'),
    'content',
    description,
  );
  setTag('meta[property="og:url"]', meta('property', 'og:url'), 'content', url);
  setTag('meta[property="og:type"]', meta('property', 'og:type'), 'content', 'website');
  setTag(
    'link[rel="canonical"]',
    () => {
      const el = document.createElement('link');
      el.rel = 'canonical';
      return el;
    },
    'href',
    url,
  );
}

/**
 * Sets the document title ("<page> · Storyglot") and the page's description,
 * canonical and Open Graph tags; follows language changes.
 */
export function usePageMeta(page: string, path: PublicPath): void {
  const { t } = useTranslation();
  const { t: tSite } = useTranslation('site');
  const title = path === '/' ? t('app.homeDocumentTitle') : t('app.documentTitle', { page });
  const description = tSite(publicPages[path].description);
  useEffect(() => {
    applyPageMeta(title, description, path);
  }, [title, description, path]);
}
