import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

import type { Plugin } from 'vite';

/** Files of the app shell kept at install: the page, scripts, styles and the icons. */
const shellPattern = /\.(?:js|css)$/;
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
      const assets = Object.keys(bundle)
        .filter((name) => name.startsWith('assets/') && shellPattern.test(name))
        .sort()
        .map((name) => `/${name}`);
      const files = [...alwaysKept, ...assets];
      const version = createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 16);
      const source = readFileSync(new URL('./service-worker.js', import.meta.url), 'utf8')
        .replace('__STORYGLOT_SW_VERSION__', version)
        .replace('__STORYGLOT_SW_PRECACHE__', JSON.stringify(files).replaceAll("'", "\\'"));
      this.emitFile({ type: 'asset', fileName: 'sw.js', source });
    },
  };
}
