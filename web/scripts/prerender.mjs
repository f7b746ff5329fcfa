// Writes the public pages as static HTML (dist/_pages/*.html) after `vite
// build`: each is dist/index.html with the page's markup in #root and its
// title, description, canonical and Open Graph tags in <head>. The server
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

for (const path of ssr.prerenderedPaths) {
  const page = await ssr.render(path);
  const url = `__STORYGLOT_BASE_URL__${path}`;
  const head = [
    `<link rel="canonical" href="${url}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:title" content="${escape(page.title)}" />`,
    `<meta property="og:description" content="${escape(page.description)}" />`,
    `<meta property="og:url" content="${url}" />`,
  ].join('\n    ');
  const html = template
    .replace(/<title>.*?<\/title>/s, `<title>${escape(page.title)}</title>`)
    .replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/s,
      `<meta name="description" content="${escape(page.description)}" />`,
    )
    .replace('</head>', `  ${head}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root" data-prerendered="true">${page.html}</div>`);
  const name = path === '/' ? 'index' : path.slice(1);
  await writeFile(new URL(`_pages/${name}.html`, dist), html);
  console.log(`prerendered ${path} → dist/_pages/${name}.html (${html.length} bytes)`);
}
await rm(ssrDir, { recursive: true, force: true });
