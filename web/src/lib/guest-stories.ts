import type { Flashcard, Story } from '@/lib/api/lesson-types';
import { storageKeys } from '@/lib/storage-keys';

/**
 * A guest's lesson kept in the browser (product §1, §9): a guest session can end
 * (logout, a new browser session), so the lesson is kept locally too.
 */
export interface GuestStory {
  id: string;
  /** ISO time. */
  created_at: string;
  /** Its length counts as the credits used. */
  content: string;
  title: string;
  cards: Flashcard[];
  story: Story;
}

/** Product §1, §9: at most 20 kept, the newest retained. */
export const maxGuestStories = 20;

function isGuestStory(value: unknown): value is GuestStory {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<GuestStory>;
  return typeof v.id === 'string' && Array.isArray(v.cards) && typeof v.story === 'object';
}

/** The guest's local stories, newest first; unreadable storage gives none. */
export function readGuestStories(): GuestStory[] {
  try {
    const raw = window.localStorage.getItem(storageKeys.guestStories);
    if (!raw) return [];
    const parsed = JSON.parse(raw) as unknown;
    return Array.isArray(parsed) ? parsed.filter(isGuestStory) : [];
  } catch {
    return [];
  }
}

/** Saves a lesson first, replacing an older copy of it, and keeps the newest 20. */
export function saveGuestStory(story: Story, cards: Flashcard[]): GuestStory {
  const entry: GuestStory = {
    id: story.id,
    created_at: story.createdAt || new Date().toISOString(),
    content: story.content,
    title: story.title,
    cards,
    story,
  };
  const rest = readGuestStories().filter((s) => s.id !== story.id);
  const kept = [entry, ...rest].slice(0, maxGuestStories);
  try {
    window.localStorage.setItem(storageKeys.guestStories, JSON.stringify(kept));
  } catch {
    // Full or unavailable storage: the lesson is still on the server for this session.
  }
  return entry;
}

/** One local story by id. */
export function findGuestStory(id: string): GuestStory | undefined {
  return readGuestStories().find((s) => s.id === id);
}

/** Forgets a local story (My Stories' delete of a lesson kept only here). */
export function removeGuestStory(id: string): void {
  const rest = readGuestStories().filter((s) => s.id !== id);
  try {
    window.localStorage.setItem(storageKeys.guestStories, JSON.stringify(rest));
  } catch {
    // Unavailable storage: nothing was kept either.
  }
}

/** Renames the local copy of a lesson, if this browser keeps one; false when it keeps none. */
export function renameGuestStory(id: string, title: string): boolean {
  const all = readGuestStories();
  const entry = all.find((s) => s.id === id);
  if (!entry) return false;
  const original = entry.story.originalTitle ?? entry.story.title;
  entry.title = title;
  entry.story = { ...entry.story, title };
  if (original === title) delete entry.story.originalTitle;
  else entry.story.originalTitle = original;
  try {
    window.localStorage.setItem(storageKeys.guestStories, JSON.stringify(all));
  } catch {
    return false;
  }
  return true;
}
