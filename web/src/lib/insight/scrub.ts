/**
 * Takes secrets out of text the browser reports (decision 0012): e-mail
 * addresses, tokens, passwords and keys, query strings, bearer credentials
 * and long random strings; and cuts it to a short excerpt, so that no story
 * text beyond a few words leaves in an error report.
 */
const rules: [RegExp, string][] = [
  [/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, '[email]'],
  [/\bBearer\s+[\w.~+/=-]+/gi, 'Bearer [redacted]'],
  [
    /\b(token|password|passwd|pwd|secret|key|api[_-]?key|code|session|auth\w*|sig\w*)(["']?\s*[=:]\s*["']?)[^\s&"',;]+/gi,
    '$1$2[redacted]',
  ],
  [/(\/[^\s?#"'()]*)\?[^\s#"'()]*/g, '$1?[query]'],
  [/\b[A-Za-z0-9_-]{32,}\b/g, '[redacted]'],
];

export function scrub(text: string, max = 300): string {
  let out = text;
  for (const [re, to] of rules) out = out.replace(re, to);
  return out.length > max ? `${out.slice(0, max - 1)}…` : out;
}

/** A path without its query string, with id-like segments (story ids, share tokens) replaced. */
export function scrubPath(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '';
  return bare
    .split('/')
    .map((seg) => (/^[\w-]{16,}$/.test(seg) || /^\d+$/.test(seg) ? ':id' : seg))
    .join('/');
}
