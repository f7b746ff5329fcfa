import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

import { interfaceLanguages } from '@/lib/i18n';

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

/**
 * The page in each interface language, for hreflang alternates: English (the
 * default, also x-default) is the plain address, another language adds
 * ?lang=<code>, which the server and the app honour (decision 0017).
 */
export function languageAlternates(path: string, origin: string): { lang: string; href: string }[] {
  const plain = `${origin}${path}`;
  return [
    ...interfaceLanguages.map(({ code }) => ({
      lang: code,
      href: code === 'en' ? plain : `${plain}?lang=${code}`,
    })),
    { lang: 'x-default', href: plain },
  ];
}

function setAlternates(path: string): void {
  for (const el of document.head.querySelectorAll('link[rel="alternate"][hreflang]')) el.remove();
  for (const { lang, href } of languageAlternates(path, window.location.origin)) {
    const el = document.createElement('link');
    el.rel = 'alternate';
    el.hreflang = lang;
    el.href = href;
    document.head.append(el);
  }
}

/** Writes title, description, canonical URL, Open Graph and hreflang tags of a page into <head>. */
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
  setAlternates(path);
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
