import '@testing-library/jest-dom/vitest';

import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';

import { interfaceLanguages, loadLanguage } from '@/lib/i18n';

// Pages load lazily; on a busy two-core machine a chunk can take over a
// second, Testing Library's default wait. Wait up to 5 s for what must appear.
configure({ asyncUtilTimeout: 5000 });

// The app loads a language's strings before it starts (main.tsx); tests
// render in any language, so load them all once.
await Promise.all(interfaceLanguages.map((l) => loadLanguage(l.code)));

// A file of pure logic runs without a page (`// @vitest-environment node` on
// its first line), sparing that file a jsdom page of its own.
const hasPage = typeof window !== 'undefined';

// jsdom does not implement scrolling or media queries; give them no-op stand-ins
// that tests can spy on.
beforeEach(() => {
  if (!hasPage) return;
  window.scrollTo = () => undefined;
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as unknown as MediaQueryList;
});

afterEach(() => {
  if (!hasPage) return;
  cleanup();
  window.localStorage.clear();
  document.documentElement.lang = '';
  document.title = '';
});
