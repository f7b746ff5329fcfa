import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { AudioButton } from '@/features/flashcards/components/audio-button';
import { VoiceChoice } from '@/features/flashcards/components/voice-choice';
import { setPlaybackRate } from '@/features/flashcards/utils/playback';
import { createI18n } from '@/lib/i18n';

/** The Web Speech API's speechSynthesis as its published surface describes it, with the given voices. */
function fakeSpeech(voices: { lang: string; name: string; localService: boolean }[]) {
  const spoken: { text: string; voice: string; rate: number }[] = [];
  class Utterance {
    voice: { name: string } | null = null;
    lang = '';
    rate = 1;
    onend: (() => void) | null = null;
    onerror: ((e: { error: string }) => void) | null = null;
    text: string;
    constructor(text: string) {
      this.text = text;
    }
  }
  vi.stubGlobal('SpeechSynthesisUtterance', Utterance);
  vi.stubGlobal('speechSynthesis', {
    getVoices: () => voices,
    speak: (u: Utterance) => {
      spoken.push({ text: u.text, voice: u.voice?.name ?? '', rate: u.rate });
      setTimeout(() => u.onend?.(), 0);
    },
    cancel: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  });
  return spoken;
}

function renderWith(ui: React.ReactNode) {
  return render(<I18nextProvider i18n={createI18n('en')}>{ui}</I18nextProvider>);
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('the device’s own voice (issue 29)', () => {
  it('is offered only where the device has a voice for the language', () => {
    fakeSpeech([{ lang: 'de-DE', name: 'Anna', localService: true }]);
    const { unmount } = renderWith(<VoiceChoice language="ja" />);
    expect(screen.queryByRole('group', { name: 'Voice' })).not.toBeInTheDocument();
    unmount();
    renderWith(<VoiceChoice language="de" />);
    expect(screen.getByRole('button', { name: 'Storyglot' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('says the sentence with the chosen device voice at the chosen speed, per language', async () => {
    const spoken = fakeSpeech([
      { lang: 'de-AT', name: 'Remote', localService: false },
      { lang: 'de-DE', name: 'Anna', localService: true },
    ]);
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const user = userEvent.setup();
    renderWith(
      <>
        <VoiceChoice language="de" />
        <AudioButton
          src="/a.mp3"
          label="Play"
          speech={{ text: 'Die Katze schläft.', lang: 'de' }}
        />
      </>,
    );
    // Storyglot's audio by default.
    await user.click(screen.getByRole('button', { name: 'Play' }));
    expect(play).toHaveBeenCalledTimes(1);
    expect(spoken).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'This device' }));
    setPlaybackRate(0.75);
    await user.click(screen.getByRole('button', { name: 'Play' }));
    expect(spoken).toEqual([{ text: 'Die Katze schläft.', voice: 'Anna', rate: 0.75 }]);
    expect(play).toHaveBeenCalledTimes(1);
    // Remembered for German only.
    expect(JSON.parse(window.localStorage.getItem('deviceVoices') ?? '[]')).toEqual(['de']);
    play.mockRestore();
  });
});
