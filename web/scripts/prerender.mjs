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

const shell = await readFile(new URL('index.html', dist), 'utf8');
if (!shell.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root');

// A public page carries its stylesheet inline, so it paints from its HTML
// alone, a round trip sooner on a phone's network (decision 0029). The
// fonts are then found in the first style pass, so their preloads would only
// compete with the page's own bytes: they go too. The app's other pages (the
// shell, index.html) keep the cacheable stylesheet and the preloads.
const stylesheet = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/;
const cssFile = shell.match(stylesheet)?.[1];
if (!cssFile) throw new Error('index.html links no stylesheet');
const css = await readFile(new URL(`.${cssFile}`, dist), 'utf8');
if (css.includes('</style')) throw new Error(`${cssFile} cannot be inlined`);
// The app's code starts loading once the page has painted, not while its
// HTML is parsed (decision 0031): the prerendered page is complete without
// it, and on a fast connection the browser would otherwise wait to run the
// modules before its first paint. Its modulepreloads go along with it.
const entry = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;
const entryFile = shell.match(entry)?.[1];
if (!entryFile) throw new Error('index.html has no module entry script');
const preloads = [
  ...shell.matchAll(/<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">/g),
].map((m) => m[1]);
// The app starts once the page has painted its text (first-contentful-paint:
// a web font may hold text back for a moment after the first frame, and
// code that arrives meanwhile would run first); where the browser does not
// report paints, after the first frame. A second after the first frame it
// starts whatever happened.
const afterPaint = (files) => `<script>(function () {
      var started = false;
      function start() {
        if (started) return;
        started = true;
        ${JSON.stringify(files)}.forEach(function (href) {
          var l = document.createElement('link');
          l.rel = 'modulepreload';
          l.crossOrigin = '';
          l.href = href;
          document.head.appendChild(l);
        });
        var s = document.createElement('script');
        s.type = 'module';
        s.crossOrigin = '';
        s.src = ${JSON.stringify(entryFile)};
        document.head.appendChild(s);
      }
      var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
      var paints = !!types && types.indexOf('paint') >= 0;
      if (paints) {
        new PerformanceObserver(function (list, observer) {
          if (list.getEntriesByName('first-contentful-paint').length) {
            observer.disconnect();
            setTimeout(start, 0);
          }
        }).observe({ type: 'paint', buffered: true });
      }
      requestAnimationFrame(function () {
        setTimeout(start, paints ? 1000 : 0);
      });
    })();</script>`;
/** A page that paints from its HTML alone, then starts the app, preloading `files` with it. */
const paintFirst = (html, files) =>
  html
    .replace(stylesheet, () => `<style>${css}</style>`)
    .replace(/\s*<link rel="preload"[^>]*as="font"[^>]*>/g, '')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(entry, () => afterPaint(files));
const template = paintFirst(shell, preloads);
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
// The app's own pages (a lesson, My Stories, the study modes) are not
// prerendered: they are the shell, index.html, plus modulepreload links for
// the page's code and the English strings, which every start loads (English
// is the fallback of every language). The browser then fetches them beside
// the entry instead of after running it, a round trip or two sooner on a
// phone (decision 0031). Each is _pages/<path>.html, which the server serves
// for that path; the page's module is read from the router, so a renamed
// page fails the build here instead of losing its preloads.
// The pages the server paints a preview into (internal/httpapi/lesson_preview.go).
const previewedPages = ['/flashcards'];
const manifestFile = new URL('.vite/manifest.json', dist);
const manifest = JSON.parse(await readFile(manifestFile, 'utf8'));
const inShell = new Set(
  [...shell.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]),
);
const codeOf = (key, seen = new Set()) => {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`no chunk for ${key} in the build manifest`);
  if (seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const dep of chunk.imports ?? []) codeOf(dep, seen);
  return seen;
};
const english = Object.values(manifest).find((c) => /^assets\/strings-en-/.test(c.file))?.file;
if (!english) throw new Error('the build has no English strings chunk (strings-en)');
const router = await readFile(new URL('../src/app/router.tsx', import.meta.url), 'utf8');
const appPages = [
  ...router.matchAll(
    /path: '([\w/-]+)',\s*lazy: async \(\) => \(\{\s*Component: \(await import\('@\/([^']+)'\)\)/g,
  ),
]
  .map((m) => [`/${m[1]}`, `src/${m[2]}.tsx`])
  // The admin pages' code is loaded only for admins, by the admin gate.
  .filter(([path]) => !ssr.prerenderedPaths.includes(path) && !path.startsWith('/admin'));
if (appPages.length < 5) throw new Error('found too few pages in src/app/router.tsx');
for (const [path, source] of appPages) {
  const files = [english, ...codeOf(source)].filter((f) => !inShell.has(f));
  const links = files.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`);
  const html = shell.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
  const file = `_pages${path}.html`;
  await mkdir(new URL('.', new URL(file, dist)), { recursive: true });
  await writeFile(new URL(file, dist), html);
  console.log(`shell ${path} → dist/${file} (${files.length} preloads)`);
  if (previewedPages.includes(path)) {
    // The server paints the learner's lesson into this one (decision 0034):
    // like a public page, it paints from its HTML and starts the app after.
    const painted = paintFirst(shell, [...preloads, ...files.map((f) => `/${f}`)]);
    const previewFile = `_preview${path}.html`;
    await mkdir(new URL('.', new URL(previewFile, dist)), { recursive: true });
    await writeFile(new URL(previewFile, dist), painted);
    console.log(`paint-first ${path} → dist/${previewFile}`);
  }
}
for (const path of previewedPages) {
  if (!appPages.some(([p]) => p === path)) throw new Error(`no page ${path} in src/app/router.tsx`);
}
// A shared lesson (/shared/{token}) is painted by the server too
// (internal/httpapi/shared_preview.go, decision 0045), into this page: the
// shell made to paint first, starting the app with the page's own code.
const sharedPage = router.match(
  /path: 'shared\/:\w+',\s*lazy: async \(\) => \(\{\s*Component: \(await import\('@\/([^']+)'\)\)/,
)?.[1];
if (!sharedPage) throw new Error('no page shared/:token in src/app/router.tsx');
{
  const files = [english, ...codeOf(`src/${sharedPage}.tsx`)].filter((f) => !inShell.has(f));
  const painted = paintFirst(shell, [...preloads, ...files.map((f) => `/${f}`)]);
  await writeFile(new URL('_preview/shared.html', dist), painted);
  console.log(`paint-first /shared/{token} → dist/_preview/shared.html (${files.length} preloads)`);
}
await rm(new URL('.vite/', dist), { recursive: true, force: true });
await rm(ssrDir, { recursive: true, force: true });
