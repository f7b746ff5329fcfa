import { describe, expect, it, vi } from 'vitest';

import { languageNames, prepareLanguageNames } from '@/lib/use-language-name';

describe('languageNames', () => {
  it('names languages in the interface language, one set per language', () => {
    const names = languageNames('de');
    expect(names?.of('es')).toBe('Spanisch');
    expect(languageNames('de')).toBe(names);
    expect(languageNames('fr')?.of('es')).toBe('espagnol');
  });

  it('is null for a language the browser cannot name languages in', () => {
    expect(languageNames('not a language tag')).toBeNull();
  });

  it('is made ahead in a task of its own', () => {
    const Real = Intl.DisplayNames;
    let made = 0;
    const replace = (value: typeof Real) => {
      Object.defineProperty(Intl, 'DisplayNames', { value, configurable: true, writable: true });
    };
    replace(
      class extends Real {
        constructor(...args: ConstructorParameters<typeof Real>) {
          super(...args);
          made++;
        }
      },
    );
    vi.useFakeTimers();
    try {
      prepareLanguageNames('es');
      expect(made).toBe(0);
      vi.runAllTimers();
      expect(made).toBe(1);
      expect(languageNames('es')?.of('en')).toBe('inglés');
      expect(made).toBe(1);
    } finally {
      vi.useRealTimers();
      replace(Real);
    }
  });
});
