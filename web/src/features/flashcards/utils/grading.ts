/**
 * The one grading rule for typed answers, as the server has it
 * (internal/study/grading.go): the browser's instant feedback must never say
 * "Correct!" where the server records Again. Both sides are tested against
 * the same table, internal/study/testdata/typed-answers.json.
 */

const mark = /^\p{Mn}$/u;
const gap = /^[\p{P}\p{S}\p{White_Space}]$/u;
/** Combining marks that may be left out: accents on Latin and Greek, harakat and niqqud. */
const optionalBase = /^[\p{Script=Latin}\p{Script=Greek}\p{Script=Arabic}\p{Script=Hebrew}]$/u;

/**
 * Folds an answer for comparison: optional marks dropped (й, a Devanagari
 * vowel sign and a Japanese dakuten keep theirs), lower case with ß as ss,
 * punctuation and symbols dropped, spaces collapsed.
 */
export function normalizeAnswer(text: string): string {
  let out = '';
  let base = '';
  let space = false;
  for (const r of text.normalize('NFD')) {
    if (mark.test(r)) {
      if (!optionalBase.test(base)) out += r;
      continue;
    }
    if (gap.test(r)) {
      space = out.length > 0;
      continue;
    }
    if (space) {
      out += ' ';
      space = false;
    }
    base = r;
    const lower = r.toLowerCase();
    out += lower === 'ß' ? 'ss' : lower;
  }
  return out.normalize('NFC');
}

/** Single code-point insertions, deletions and substitutions that turn a into b. */
export function levenshtein(a: string, b: string): number {
  const x = Array.from(a);
  const y = Array.from(b);
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const current = [i];
    for (let j = 1; j <= y.length; j++) {
      current[j] = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + (x[i - 1] === y[j - 1] ? 0 : 1),
      );
    }
    previous = current;
  }
  return previous[y.length] ?? 0;
}

/** How many typos are forgiven: none up to 3 letters, 1 up to 10, 2 up to 20, then 15%. */
export function tolerance(expected: string): number {
  const n = Array.from(expected).length;
  if (n <= 3) return 0;
  if (n <= 10) return 1;
  if (n <= 20) return 2;
  return Math.floor((n * 15) / 100);
}

/**
 * Checks a typed answer the way the server grades it: the same after
 * normalizing is 'right' (Good), within the tolerance 'close' (Hard),
 * anything else 'wrong' (Again).
 */
export function checkTyped(typed: string, expected: string): 'right' | 'close' | 'wrong' {
  const a = normalizeAnswer(typed);
  const b = normalizeAnswer(expected);
  if (!a || !b) return 'wrong';
  if (a === b) return 'right';
  return levenshtein(a, b) <= tolerance(b) ? 'close' : 'wrong';
}
