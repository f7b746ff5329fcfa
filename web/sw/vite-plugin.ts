import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

import type { Plugin, Rollup } from 'vite';

/** Files of the app shell kept at install: the page, its entry script and styles, the icons. */
const alwaysKept = [
  '/index.html',
  '/manifest.webmanifest',
  '/favicon.svg',
  '/icons/icon-192.png',
  '/icons/icon-512.png',
];

/** The lazy pages a learner studies with, kept for offline study. */
const studyPage =
  /\/src\/(features\/flashcards\/[^/]+-page|app\/order-route|features\/home\/home-page|features\/stories\/stories-page)\.tsx$/;

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
      // The study pages (every mode, My Stories and home) with all they import:
      // kept once someone who can study (a guest or a user) is signed in, so
      // that a learner who opened one lesson online can switch modes and
      // reload offline (the manifest promises offline study); a visitor
      // never downloads them ahead.
      const chunks = new Map<string, Rollup.OutputChunk>();
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk') chunks.set(chunk.fileName, chunk);
      }
      const study = new Set<string>();
      const visit = (name: string) => {
        if (study.has(name)) return;
        study.add(name);
        const chunk = chunks.get(name);
        if (!chunk) return;
        for (const css of chunk.viteMetadata?.importedCss ?? []) study.add(css);
        for (const next of chunk.imports) visit(next);
      };
      for (const chunk of chunks.values()) {
        if (chunk.isDynamicEntry && studyPage.test(chunk.facadeModuleId ?? ''))
          visit(chunk.fileName);
      }
      const files = [...alwaysKept, ...[...entry].sort().map((name) => `/${name}`)];
      const studyFiles = [...study]
        .filter((name) => !entry.has(name))
        .sort()
        .map((name) => `/${name}`);
      const version = createHash('sha256')
        .update([...files, ...studyFiles].join('\n'))
        .digest('hex')
        .slice(0, 16);
      const source = readFileSync(new URL('./service-worker.js', import.meta.url), 'utf8')
        .replace('__STORYGLOT_SW_VERSION__', version)
        .replace('__STORYGLOT_SW_PRECACHE__', JSON.stringify(files).replaceAll("'", "\\'"))
        .replace('__STORYGLOT_SW_STUDY__', JSON.stringify(studyFiles).replaceAll("'", "\\'"));
      this.emitFile({ type: 'asset', fileName: 'sw.js', source });
    },
  };
}
