import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';
import { makeGuestLesson } from './study-helpers';

// Issue 29: where the learner's device has a voice for the lesson's language
// (the Web Speech API), the learner may choose it over Storyglot's audio,
// remembered per language. Headless Chromium has no voices, so the page gets
// a stand-in that implements speechSynthesis' published surface: getVoices,
// speak, cancel and the voiceschanged event, with SpeechSynthesisUtterance.
async function deviceVoices(page: Page, voices: { lang: string; name: string }[]) {
  await page.addInitScript((list) => {
    const spoken: { text: string; voice: string; rate: number }[] = [];
    const target = new EventTarget();
    class Utterance extends EventTarget {
      voice: { name: string } | null = null;
      lang = '';
      rate = 1;
      onend: (() => void) | null = null;
      onerror: ((e: { error: string }) => void) | null = null;
      text: string;
      constructor(text: string) {
        super();
        this.text = text;
      }
    }
    const synth = {
      getVoices: () =>
        list.map((v) => ({ ...v, localService: true, default: false, voiceURI: v.name })),
      speak: (u: Utterance) => {
        spoken.push({ text: u.text, voice: u.voice?.name ?? '', rate: u.rate });
        setTimeout(() => u.onend?.(), 50);
      },
      cancel: () => undefined,
      pause: () => undefined,
      resume: () => undefined,
      speaking: false,
      pending: false,
      paused: false,
      addEventListener: target.addEventListener.bind(target),
      removeEventListener: target.removeEventListener.bind(target),
    };
    Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
    Object.defineProperty(window, 'SpeechSynthesisUtterance', {
      value: Utterance,
      configurable: true,
    });
    Object.defineProperty(window, '__spoken', { value: spoken });
  }, voices);
}

test('a device voice for the language can be chosen, says the card, and is remembered', async ({
  page,
  problems,
}) => {
  await deviceVoices(page, [{ lang: 'es-ES', name: 'Mónica' }]);
  await makeGuestLesson(page, 'device-voice');
  const voice = page.getByRole('group', { name: 'Voice' });
  await expect(voice.getByRole('button', { name: 'Storyglot' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await voice.getByRole('button', { name: 'This device' }).click();
  const session = page.getByRole('region', { name: 'Study one card at a time' });
  const front = (await session.locator('[lang="es"]').first().textContent()) ?? '';
  await session.getByRole('button', { name: 'Play audio' }).first().click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __spoken: unknown[] }).__spoken))
    .toEqual([{ text: front.trim(), voice: 'Mónica', rate: 1 }]);
  await page.reload();
  await expect(
    page.getByRole('group', { name: 'Voice' }).getByRole('button', { name: 'This device' }),
  ).toHaveAttribute('aria-pressed', 'true');
  expect(problems).toEqual([]);
});

test('without a device voice for the language, only Storyglot’s audio is offered', async ({
  page,
}) => {
  await deviceVoices(page, [{ lang: 'de-DE', name: 'Anna' }]);
  await makeGuestLesson(page, 'no-device-voice');
  await expect(page.getByRole('button', { name: 'Play audio' }).first()).toBeVisible();
  await expect(page.getByRole('group', { name: 'Voice' })).toHaveCount(0);
});
