import type { components } from '@/lib/api/schema';
import type { Flashcard } from '@/lib/api/lesson-types';

export type WordGloss = components['schemas']['WordGloss'];

/**
 * Product §6: a card has a translation only when a sentence translator made
 * one (or the learner, or their device, wrote it). Otherwise its back is its
 * words with their glosses — never a line of glosses posing as a sentence.
 */
export function hasTranslation(card: Pick<Flashcard, 'back'>): boolean {
  return card.back.trim() !== '';
}

/** True when the card's back is its interlinear glosses. */
export function glossesAreBack(card: Pick<Flashcard, 'back' | 'glosses' | 'kind'>): boolean {
  return !hasTranslation(card) && card.kind === 'sentence' && (card.glosses ?? []).length > 0;
}

/** What a word shows under it: its gloss, or nothing (the word is then marked). */
export function glossOf(w: WordGloss): string {
  return w.gloss ?? '';
}

/** A word no dictionary knows (not a name, number or particle): shown as written, marked. */
export function isUnglossed(w: WordGloss): boolean {
  return !w.gloss && w.pos !== 'propn' && w.pos !== 'num' && w.pos !== 'part';
}

/**
 * The glosses as one line of text, for places that hold text only (a
 * screen reader's announcement, a choice in Test): "Katze (cat) · schläft (sleeps)".
 */
export function glossLine(glosses: readonly WordGloss[]): string {
  return glosses
    .map((w) => {
      if (w.gloss) return `${w.text} (${w.gloss})`;
      return isUnglossed(w) ? `${w.text} (?)` : w.text;
    })
    .join(' · ');
}

/** The card's back as text: its translation, else its gloss line. */
export function backLine(card: Pick<Flashcard, 'back' | 'glosses'>): string {
  return hasTranslation(card) ? card.back : glossLine(card.glosses ?? []);
}

/**
 * The translation split so that the words its translator did not know are
 * marked ("interpelado" left as written): pieces in order, `unknown` true
 * for such a word.
 */
export function markUnknown(
  text: string,
  unknown: readonly string[] | undefined,
): { text: string; unknown: boolean }[] {
  const words = (unknown ?? []).filter((w) => w.trim() !== '');
  if (words.length === 0) return [{ text, unknown: false }];
  const escaped = words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const re = new RegExp(`(?<![\\p{L}\\p{M}])(${escaped.join('|')})(?![\\p{L}\\p{M}])`, 'gu');
  const out: { text: string; unknown: boolean }[] = [];
  let at = 0;
  for (const m of text.matchAll(re)) {
    const i = m.index;
    if (i > at) out.push({ text: text.slice(at, i), unknown: false });
    out.push({ text: m[0], unknown: true });
    at = i + m[0].length;
  }
  if (at < text.length) out.push({ text: text.slice(at), unknown: false });
  return out;
}

/**
 * A Missing-mode clue where the card has no translation: each word's gloss in
 * the sentence's order, the blanked word (code points [start, end) of the
 * sentence) as null — its meaning stays the hint.
 */
export function glossesAround(
  glosses: readonly WordGloss[],
  sentence: string,
  blank: { start: number; end: number },
): (string | null)[] {
  // The blank indexes UTF-16; the glosses count code points.
  const start = codePoints(sentence.slice(0, blank.start));
  const end = start + codePoints(sentence.slice(blank.start, blank.end));
  return glosses.map((w) => (w.start < end && w.end > start ? null : glossOrMark(w)));
}

/**
 * An Order-mode clue where the card has no translation: the glosses of its
 * words sorted, so that they say what the sentence is about without giving
 * its order away.
 */
export function glossesUnordered(glosses: readonly WordGloss[], locale: string): string[] {
  const seen = new Set<string>();
  for (const w of glosses) if (w.gloss) seen.add(w.gloss);
  return [...seen].sort((a, b) => a.localeCompare(b, locale));
}

function codePoints(text: string): number {
  return Array.from(text).length;
}

function glossOrMark(w: WordGloss): string {
  if (w.gloss) return w.gloss;
  return isUnglossed(w) ? `${w.text} (?)` : w.text;
}
