import { readStorage, storageKeys, writeStorage } from '@/lib/storage-keys';

/**
 * The client-side login attempt tracker of product §4: per email, a count
 * and the time of the last attempt, kept in localStorage. Five attempts within
 * 15 minutes block the next one. The server keeps the same limit (its sixth
 * attempt answers 429), so both agree on when 'Too Many Attempts' shows; a
 * successful sign-in forgets the attempts, as the server does.
 */
export const maxLoginAttempts = 5;
export const loginAttemptWindowMs = 15 * 60 * 1000;

interface Attempts {
  count: number;
  lastAttempt: number;
}

type Tracker = Record<string, Attempts>;

function key(email: string): string {
  return email.trim().toLowerCase();
}

function read(): Tracker {
  const raw = readStorage(storageKeys.loginAttempts);
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Tracker)
      : {};
  } catch {
    return {};
  }
}

function write(tracker: Tracker): void {
  writeStorage(storageKeys.loginAttempts, JSON.stringify(tracker));
}

function current(tracker: Tracker, email: string, now: number): Attempts {
  const entry = tracker[key(email)];
  if (!entry || now - entry.lastAttempt >= loginAttemptWindowMs) {
    return { count: 0, lastAttempt: now };
  }
  return entry;
}

/** Whether another attempt for this email must wait. */
export function isLoginBlocked(email: string, now = Date.now()): boolean {
  return current(read(), email, now).count >= maxLoginAttempts;
}

/** Counts an attempt for this email. */
export function recordLoginAttempt(email: string, now = Date.now()): void {
  const tracker = read();
  const entry = current(tracker, email, now);
  tracker[key(email)] = { count: entry.count + 1, lastAttempt: now };
  write(tracker);
}

/** The server said 'Too Many Attempts': block this email here too. */
export function markLoginBlocked(email: string, now = Date.now()): void {
  const tracker = read();
  tracker[key(email)] = { count: maxLoginAttempts, lastAttempt: now };
  write(tracker);
}

/** A successful sign-in: the attempts are forgotten. */
export function clearLoginAttempts(email: string): void {
  const tracker = read();
  // eslint-disable-next-line @typescript-eslint/no-dynamic-delete -- the tracker is a plain map
  delete tracker[key(email)];
  write(tracker);
}
