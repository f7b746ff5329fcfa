import { availableParallelism } from 'node:os';
import { fileURLToPath, URL } from 'node:url';

import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

import { serviceWorker } from './sw/vite-plugin';

/**
 * Preloads the Latin files of the two typefaces (src/fonts.css): the first
 * paint needs them, and the browser would otherwise find them only after
 * the stylesheet is parsed.
 */
function preloadFonts(): Plugin {
  const critical = [
    /\/inter-latin-wght-normal-[\w-]+\.woff2$/,
    /\/fraunces-latin-wght-normal-[\w-]+\.woff2$/,
  ];
  return {
    name: 'storyglot-preload-fonts',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const files = Object.keys(ctx.bundle ?? {}).map((name) => `/${name}`);
        return critical.flatMap((pattern) =>
          files
            .filter((f) => pattern.test(f))
            .map((href) => ({
              tag: 'link',
              attrs: { rel: 'preload', href, as: 'font', type: 'font/woff2', crossorigin: '' },
              injectTo: 'head' as const,
            })),
        );
      },
    },
  };
}

// The Go server (storyglot serve) listens on :8080 by default; in development
// Vite serves the app and forwards API calls to it.
const apiTarget = process.env.STORYGLOT_API_URL ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react(), tailwindcss(), preloadFonts(), serviceWorker()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/healthz': { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // No modulepreload polyfill in the entry (≈ 0.4 KB gzipped, run on every
    // start): every browser the app supports knows <link rel="modulepreload">;
    // one that did not would only fetch a page's code a little later.
    modulePreload: { polyfill: false },
    // Read by scripts/prerender.mjs to name each page's code in its HTML, then deleted.
    manifest: true,
    // No vendor chunk: each page's chunk brings the libraries only it uses
    // (dnd-kit with Order, the admin code with /admin); what many pages share
    // lands in shared chunks by itself.
    rolldownOptions: {
      output: {
        // Chunks get seven characters of content hash, not eight (Rolldown's least for this
        // many chunks): the entry names every chunk in its preload map (≈ 110
        // names), and a hash's characters do not compress.
        chunkFileNames: 'assets/[name]-[hash:7].js',
        codeSplitting: {
          groups: [
            {
              // A language's strings load together, so they come as one file,
              // not one per namespace: a phone's browser makes few requests at
              // a time (decision 0031). English `translation` stays in the entry.
              name: (id) => {
                const language = /\/locales\/[^/]+\/([\w-]+)\.json$/.exec(id)?.[1];
                return language ? `strings-${language}` : null;
              },
            },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.mjs', 'e2e/*.test.ts'],
    restoreMocks: true,
    unstubGlobals: true,
    testTimeout: 15_000,
    // Vitest's default (the CPUs less one) is one worker on a 2-core machine,
    // which leaves a core idle: two at least (make test on 2 cores: 297 s → 177 s).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Worker threads, not child processes: 243 → 182 s on 2 cores (and files
    // of pure logic run without a jsdom page: src/test/setup.ts).
    pool: 'threads',
  },
});
