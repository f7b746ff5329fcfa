/**
 * The steps of one slide: the front is shown while its audio (or video)
 * plays, or for a reading time when it has none ('listen'); a pause with the
 * front still shown ('think'); the back is revealed and stays a while
 * ('back'). Then the next card.
 */
export type SlideStep = 'listen' | 'think' | 'back';
export type SlideSource = 'audio' | 'video';

/** Durations at 1× speed, in ms; at another speed every one is stretched by 1/rate. */
export const slideTimings = {
  /** No audio: the front stays this long, plus readPerCharMs per character. */
  readBaseMs: 1500,
  readPerCharMs: 60,
  /** The pause between the front's audio and the back. */
  thinkMs: 1500,
  /** The back stays this long, plus backPerCharMs per character, at most backMaxMs. */
  backBaseMs: 2500,
  backPerCharMs: 40,
  backMaxMs: 8000,
  /**
   * If the audio or video never reports 'ended' (a stalled load), the
   * slideshow goes on after this long. A card's video lasts at most 30 s and
   * is rendered on first request, hence its longer wait.
   */
  audioTimeoutMs: 20_000,
  videoTimeoutMs: 45_000,
} as const;

export interface SlideText {
  front: string;
  back: string;
}

const length = (text: string) => text.trim().length;

/** How long a card's front is shown when there is nothing to play (at 1×). */
export function readingTime(text: string): number {
  return slideTimings.readBaseMs + slideTimings.readPerCharMs * length(text);
}

/** How long a card's back is shown (at 1×). */
export function backTime(text: string): number {
  return Math.min(
    slideTimings.backMaxMs,
    slideTimings.backBaseMs + slideTimings.backPerCharMs * length(text),
  );
}

/** The base (1×) length of a step; in 'listen' with a source, the wait for its 'ended'. */
export function stepDuration(card: SlideText, step: SlideStep, source: SlideSource | null): number {
  if (step === 'think') return slideTimings.thinkMs;
  if (step === 'back') return backTime(card.back);
  if (source === 'video') return slideTimings.videoTimeoutMs;
  if (source === 'audio') return slideTimings.audioTimeoutMs;
  return readingTime(card.front);
}
