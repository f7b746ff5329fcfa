import { cleanup, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { interfaceLanguages, type InterfaceLanguage } from '@/lib/i18n';
import { renderApp, testMeta } from '@/test/render';

// Issue 26 §4, §6: the landing and About promise pictures and AI stories only
// where this server makes them (GET /meta), in every interface language.
const pictureWords = /picture|Bild|imagen|image|चित्र|图片/i;
const aiWords = /\bAI\b|\bKI\b|\bIA\b|Genie|Genio|Génie|Dschinn|जिनी|जिन्न|精灵/;

async function pageText(path: string, language: InterfaceLanguage, meta = testMeta) {
  const { container } = renderApp(path, { language, meta });
  // The page itself, not its loading state: the landing's title or About's steps.
  await waitFor(() => {
    expect(container.querySelector('#home-title, #how-title')).not.toBeNull();
  });
  const text = (container.querySelector('main') ?? container).textContent;
  cleanup();
  return text;
}

describe('what the landing and About promise', () => {
  for (const { code: language } of interfaceLanguages) {
    it(`promises no pictures and no AI stories on a plain server (${language})`, async () => {
      for (const path of ['/', '/about']) {
        const text = await pageText(path, language);
        expect(text, `${path} in ${language}`).not.toMatch(pictureWords);
        expect(text, `${path} in ${language}`).not.toMatch(aiWords);
      }
    });
  }

  it('says so where the server has an AI writer and an image model', async () => {
    const meta = { ...testMeta, aiStories: true, pictures: true };
    const home = await pageText('/', 'en', meta);
    expect(home).toContain('or let AI write one');
    expect(home).toContain('Each card gets a picture too.');
    expect(home).toContain('ask the Genie to write one');
    const about = await pageText('/about', 'en', meta);
    expect(about).toContain('a story an AI writes for you');
    expect(about).toContain('3 wishes for the Genie every day (a guest gets 3 to try)');
  });
});
