import { useSyncExternalStore } from 'react';

import { readStorage, writeStorage } from '@/lib/storage-keys';

/** Where the learner's choices of voice are kept: a language's code when it is the device's. */
const choiceKey = 'deviceVoices';

const listeners = new Set<() => void>();
function emit() {
  for (const l of listeners) l();
}
function subscribe(listener: () => void) {
  listeners.add(listener);
  const synth = typeof window === 'undefined' ? undefined : window.speechSynthesis;
  synth?.addEventListener('voiceschanged', listener);
  return () => {
    listeners.delete(listener);
    synth?.removeEventListener('voiceschanged', listener);
  };
}

/**
 * The device's own voice for a language (the Web Speech API), local voices
 * first; null when the browser has none, or no speech synthesis at all.
 */
export function deviceVoiceFor(language: string): SpeechSynthesisVoice | null {
  if (typeof window === 'undefined' || !('speechSynthesis' in window)) return null;
  const voices = window.speechSynthesis
    .getVoices()
    .filter((v) => v.lang.toLowerCase().split(/[-_]/)[0] === language.toLowerCase());
  return voices.find((v) => v.localService) ?? voices[0] ?? null;
}

function chosen(): string[] {
  try {
    const v = JSON.parse(readStorage(choiceKey) ?? '[]') as unknown;
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}

/** Whether the learner chose the device's voice for the language (and it has one). */
export function usesDeviceVoice(language: string): boolean {
  return chosen().includes(language) && deviceVoiceFor(language) !== null;
}

/** Chooses the device's voice (true) or Storyglot's audio (false) for a language. */
export function chooseDeviceVoice(language: string, device: boolean): void {
  const rest = chosen().filter((l) => l !== language);
  writeStorage(choiceKey, JSON.stringify(device ? [...rest, language] : rest));
  emit();
}

/** The device's voice for the language, if any, and whether it is the learner's choice. */
export function useDeviceVoice(language: string): { available: boolean; chosen: boolean } {
  const available = useSyncExternalStore(
    subscribe,
    () => deviceVoiceFor(language) !== null,
    () => false,
  );
  const isChosen = useSyncExternalStore(
    subscribe,
    () => usesDeviceVoice(language),
    () => false,
  );
  return { available, chosen: isChosen };
}

/**
 * Says text with the device's voice for the language at rate, after
 * silencing every other sound of the page; resolves when it ends, rejects
 * when the device cannot say it.
 */
export function speakWithDevice(text: string, language: string, rate: number): Promise<void> {
  const voice = deviceVoiceFor(language);
  if (!voice) return Promise.reject(new Error('no device voice'));
  for (const media of document.querySelectorAll<HTMLMediaElement>('audio, video')) media.pause();
  window.speechSynthesis.cancel();
  return new Promise((resolve, reject) => {
    const u = new SpeechSynthesisUtterance(text);
    u.voice = voice;
    u.lang = voice.lang;
    u.rate = rate;
    u.onend = () => {
      resolve();
    };
    u.onerror = (e) => {
      if (e.error === 'interrupted' || e.error === 'canceled') resolve();
      else reject(new Error(e.error));
    };
    window.speechSynthesis.speak(u);
  });
}
