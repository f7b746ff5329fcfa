import chimeUrl from '@/features/genie/assets/chime.wav';

/** Product §13: a short sound at volume 0.3 when an action starts. */
export const chimeVolume = 0.3;

/** Plays the chime once; a browser that refuses to play stays silent. */
export function playChime() {
  try {
    const audio = new Audio(chimeUrl);
    audio.volume = chimeVolume;
    void audio.play().catch(() => undefined);
  } catch {
    // No audio support: the action goes on without the sound.
  }
}
