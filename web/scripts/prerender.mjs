// Writes the public pages as static HTML (dist/_pages/*.html) after `vite
// build`: each is dist/index.html with the page's markup in #root and its
// title, description, canonical, Open Graph and hreflang tags in <head>, in
// each interface language (English in _pages/, others in _pages/<lng>/). The server
// serves them for their paths and puts its base URL where
// __STORYGLOT_BASE_URL__ stands (internal/httpapi/spa.go).
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';

const dist = new URL('../dist/', import.meta.url);
const ssrDir = new URL('../dist-ssr/', import.meta.url);
const ssr = await import(new URL('prerender.js', ssrDir).href);

const escape = (s) =>
  s
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');

const template = await readFile(new URL('index.html', dist), 'utf8');
if (!template.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root');
await mkdir(new URL('_pages/', dist), { recursive: true });

for (const [language, path] of ssr.prerenderedLanguages.flatMap((l) =>
  ssr.prerenderedPaths.map((p) => [l, p]),
)) {
  const page = await ssr.render(path, language);
  const url = `__STORYGLOT_BASE_URL__${path}`;
  const head = [
    `<link rel="canonical" href="${url}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:title" content="${escape(page.title)}" />`,
    `<meta property="og:description" content="${escape(page.description)}" />`,
    `<meta property="og:url" content="${url}" />`,
    ...page.alternates.map(
      (a) => `<link rel="alternate" hreflang="${a.lang}" href="${escape(a.href)}" />`,
    ),
  ].join('\n    ');
  const html = template
    .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
    .replace(/<title>.*?<\/title>/s, `<title>${escape(page.title)}</title>`)
    .replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/s,
      `<meta name="description" content="${escape(page.description)}" />`,
    )
    .replace('</head>', `  ${head}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root" data-prerendered="true">${page.html}</div>`);
  // English is the plain address; another language is ?lang=<code>, served
  // from its own folder (internal/httpapi/spa.go).
  const file = `_pages/${language === 'en' ? '' : `${language}/`}${path === '/' ? 'index' : path.slice(1)}.html`;
  await mkdir(new URL('.', new URL(file, dist)), { recursive: true });
  await writeFile(new URL(file, dist), html);
  console.log(`prerendered ${path} (${language}) → dist/${file} (${html.length} bytes)`);
}
await rm(ssrDir, { recursive: true, force: true });
