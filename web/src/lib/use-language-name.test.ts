// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';

import { languageNames } from '@/lib/use-language-name';

const interfaceLanguages = ['en', 'es', 'fr', 'de', 'zh', 'hi'];
const learningLanguages = ['en', 'es', 'fr', 'de', 'it', 'pt', 'ru', 'ja', 'ko', 'zh', 'ar'];

const Real = Intl.DisplayNames;
function countDisplayNames(): () => number {
  let made = 0;
  Object.defineProperty(Intl, 'DisplayNames', {
    value: class extends Real {
      constructor(...args: ConstructorParameters<typeof Real>) {
        super(...args);
        made++;
      }
    },
    configurable: true,
    writable: true,
  });
  return () => made;
}

afterEach(() => {
  Object.defineProperty(Intl, 'DisplayNames', { value: Real, configurable: true, writable: true });
});

describe('languageNames', () => {
  it('names every learning language in every interface language as the browser does', () => {
    for (const ui of interfaceLanguages) {
      const browser = new Real([ui], { type: 'language' });
      for (const code of learningLanguages) {
        expect(languageNames(ui)?.of(code), `${code} in ${ui}`).toBe(browser.of(code));
      }
    }
  });

  it('makes no Intl.DisplayNames for them (its first costs a page tens of ms)', () => {
    const made = countDisplayNames();
    expect(languageNames('fr')?.of('es')).toBe('espagnol');
    expect(languageNames('hi')?.of('ja')).toBe('जापानी');
    expect(made()).toBe(0);
  });

  it('asks the browser for any other language, once per interface language', () => {
    const made = countDisplayNames();
    expect(languageNames('de')?.of('sv')).toBe('Schwedisch');
    expect(languageNames('de')?.of('nl')).toBe('Niederländisch');
    expect(made()).toBeLessThanOrEqual(1);
  });

  it('is null for a language the browser cannot name languages in', () => {
    expect(languageNames('not a language tag')).toBeNull();
  });
});
