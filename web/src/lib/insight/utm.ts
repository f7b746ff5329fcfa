import { storageKeys } from '@/lib/storage-keys';

/** The UTM parameters of product §8, kept 30 days: the first touch and the last. */
export const utmKeys = ['source', 'medium', 'campaign', 'content', 'term'] as const;
export type Utm = Partial<Record<(typeof utmKeys)[number], string>>;

/** Each touch is kept 30 days from when it was seen (under storageKeys.utm). */
export const utmTtlMs = 30 * 24 * 60 * 60 * 1000;

interface Touch {
  utm: Utm;
  at: number;
}

export interface Touches {
  first?: Utm;
  last?: Utm;
}

/** The utm_* parameters of a query string, or null when it has none. */
export function parseUtm(search: string): Utm | null {
  const params = new URLSearchParams(search);
  const utm: Utm = {};
  for (const key of utmKeys) {
    const value = params.get(`utm_${key}`)?.trim().slice(0, 200);
    if (value) utm[key] = value;
  }
  return Object.keys(utm).length > 0 ? utm : null;
}

function readTouch(value: unknown, now: number): Touch | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const t = value as { at?: unknown; utm?: unknown };
  if (typeof t.at !== 'number' || typeof t.utm !== 'object' || t.utm === null) return undefined;
  return now - t.at < utmTtlMs ? { utm: t.utm, at: t.at } : undefined;
}

/**
 * Remembers the UTM parameters of this address (if any) and returns the
 * touches still within 30 days. Storage that is unavailable keeps nothing.
 */
export function rememberUtm(storage: Storage | null, search: string, now: number): Touches {
  let first: Touch | undefined;
  let last: Touch | undefined;
  try {
    const stored = JSON.parse(storage?.getItem(storageKeys.utm) ?? 'null') as {
      first?: unknown;
      last?: unknown;
    } | null;
    first = readTouch(stored?.first, now);
    last = readTouch(stored?.last, now);
  } catch {
    // A broken entry is replaced.
  }
  const seen = parseUtm(search);
  if (seen) {
    first ??= { utm: seen, at: now };
    last = { utm: seen, at: now };
  }
  try {
    if (first || last) storage?.setItem(storageKeys.utm, JSON.stringify({ first, last }));
    else storage?.removeItem(storageKeys.utm);
  } catch {
    // Full or unavailable: the touches last for this page load.
  }
  return { first: first?.utm, last: last?.utm };
}
