import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

import type { Plugin } from 'vite';

/** Files of the app shell kept at install: the page, its entry script and styles, the icons. */
const alwaysKept = [
  '/index.html',
  '/manifest.webmanifest',
  '/favicon.svg',
  '/icons/icon-192.png',
  '/icons/icon-512.png',
];

/**
 * Emits /sw.js (sw/service-worker.js) with the build's app shell files and a
 * version made from them, so each deploy installs a fresh shell. Not in the
 * server-side (prerender) build.
 */
export function serviceWorker(): Plugin {
  let ssr = false;
  return {
    name: 'storyglot-service-worker',
    apply: 'build',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    generateBundle(_options, bundle) {
      if (ssr) return;
      // The entry chunk with what it imports at once; pages' chunks are kept
      // as the app loads them (the page hands over what it loaded before).
      const entry = new Set<string>();
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.isEntry) continue;
        entry.add(chunk.fileName);
        for (const name of chunk.imports) entry.add(name);
        for (const name of chunk.viteMetadata?.importedCss ?? []) entry.add(name);
      }
      const assets = [...entry].sort().map((name) => `/${name}`);
      const files = [...alwaysKept, ...assets];
      const version = createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 16);
      const source = readFileSync(new URL('./service-worker.js', import.meta.url), 'utf8')
        .replace('__STORYGLOT_SW_VERSION__', version)
        .replace('__STORYGLOT_SW_PRECACHE__', JSON.stringify(files).replaceAll("'", "\\'"));
      this.emitFile({ type: 'asset', fileName: 'sw.js', source });
    },
  };
}
