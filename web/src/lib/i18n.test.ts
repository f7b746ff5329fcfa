import { describe, expect, it } from 'vitest';

import {
  createI18n,
  detectLanguage,
  interfaceLanguages,
  localeFile,
  namespaces,
  pendingLocaleFiles,
  resourcesOf,
  type InterfaceLanguage,
} from '@/lib/i18n';

interface Tree {
  [key: string]: string | Tree;
}

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] ?? '').sort();
}

/** Every string of a language, keyed "namespace:path" (the app's namespaces of i18n.ts). */
function strings(code: InterfaceLanguage): Map<string, string> {
  const out = new Map<string, string>();
  const resources = resourcesOf(code);
  for (const ns of namespaces) {
    const tree = resources?.[ns];
    if (!tree) continue;
    for (const [key, text] of flatten(tree as Tree)) out.set(`${ns}:${key}`, text);
  }
  return out;
}

const english = strings('en');

// Strings that are the same in a translation on purpose: the product name,
// formats made only of placeholders, and words that many languages share.
const sameOnPurpose = new Set([
  'translation:app.name',
  // The product's name, as the voice that is not the device's.
  'study:audio.ourVoice',
  'translation:app.documentTitle',
  'translation:errors.route.status',
  'translation:footer.version',
  'translation:errors.notFound.code',
  'translation:pages.contact.title',
  'translation:footer.contact',
  'lesson:languages.summary',
  'lesson:messages.errorTitle',
  // 'audio' and 'interjection' are Spanish or French words too.
  'lesson:offer.audio',
  'lesson:gloss.pos.intj',
  // 'Message' and 'Points' are French words too.
  'site:contact.message',
  'site:leaderboards.points',
  // '{{rate}}×': a number and the multiplication sign in every language.
  'study:audio.rate',
  // '{{from}} → {{to}}': two language names, as the interface language writes them.
  'study:direction.pair',
  // '{{target}} → {{native}}', and a product's name with its file type.
  'stories:pair',
  'stories:export.anki',
  // '{{count}} s': the SI symbol for seconds; '(direct)', 'Source(s)', 'Type' and
  // 'Active' (une publicité active) are French words too.
  'insight:seconds',
  'insight:sourcesTitle',
  'insight:source',
  'insight:direct',
  'insight:type',
  'media:ads.active',
  'media:ads.statusActive',
]);

describe('locales', () => {
  it('has the six interface languages of product §2', () => {
    expect(interfaceLanguages.map((l) => l.code)).toEqual(['en', 'es', 'fr', 'zh', 'de', 'hi']);
  });

  for (const { code } of interfaceLanguages.filter((l) => l.code !== 'en')) {
    describe(code, () => {
      const translated = strings(code);

      it('has exactly the keys of English', () => {
        expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
      });

      it('keeps every {{placeholder}} of English', () => {
        for (const [key, text] of english) {
          expect(placeholders(translated.get(key) ?? ''), key).toEqual(placeholders(text));
        }
      });

      it('is a real translation, not a copy of English', () => {
        const copied = [...english].filter(
          ([key, text]) => !sameOnPurpose.has(key) && translated.get(key) === text,
        );
        expect(copied.map(([key]) => key)).toEqual([]);
      });
    });
  }
});

describe('detectLanguage', () => {
  it('prefers the stored choice', () => {
    expect(detectLanguage('hi', ['de-DE'])).toBe('hi');
  });
  it('falls back to the first supported browser language', () => {
    expect(detectLanguage(null, ['pt-BR', 'zh-CN', 'de'])).toBe('zh');
  });
  it('ignores a stored value that is not an interface language', () => {
    expect(detectLanguage('xx', ['es-MX'])).toBe('es');
  });
  it('defaults to English', () => {
    expect(detectLanguage(null, ['pt-BR'])).toBe('en');
  });
});

describe('loading languages', () => {
  it('finds every namespace folder by itself', () => {
    expect(namespaces[0]).toBe('translation');
    expect(namespaces).toEqual(expect.arrayContaining(['lesson', 'study', 'site', 'admin']));
    expect(localeFile('../locales/site/hi.json')).toEqual({ lng: 'hi', ns: 'site' });
    expect(localeFile('../locales/zh.json')).toEqual({ lng: 'zh', ns: 'translation' });
  });

  it('has every namespace in every language', () => {
    for (const { code } of interfaceLanguages) {
      expect(Object.keys(resourcesOf(code) ?? {}).sort(), code).toEqual([...namespaces].sort());
    }
  });

  it('leaves nothing pending once a language is loaded (the test setup loads all six)', () => {
    expect(pendingLocaleFiles('en')).toEqual([]);
    expect(pendingLocaleFiles('de')).toEqual([]);
  });
});

describe('createI18n', () => {
  it('translates with the loaded resources at once', () => {
    const i18n = createI18n('zh');
    expect(i18n.t('common.loadingPage')).toBe('页面加载中...');
    expect(i18n.t('app.tagline')).toBe('创作。分享。学习');
    expect(i18n.t('card.waiting', { ns: 'lesson' })).toBe('正在等待抽认卡...');
    expect(i18n.t('review.showAnswer', { ns: 'study' })).toBe('显示答案');
    expect(document.documentElement.lang).toBe('zh');
  });
});
