/** The parts of speech that have a name of their own in the `gloss.pos.` translations. */
const posKeys = [
  'noun',
  'verb',
  'adj',
  'adv',
  'pron',
  'det',
  'prep',
  'conj',
  'num',
  'propn',
  'intj',
  'part',
] as const;
type PosKey = (typeof posKeys)[number] | 'other';

/** The translation key of a part of speech (those without one are 'other'). */
export function posKey(pos: string): PosKey {
  return (posKeys as readonly string[]).includes(pos) ? (pos as PosKey) : 'other';
}
