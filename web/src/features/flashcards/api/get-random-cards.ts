import { useQuery } from '@tanstack/react-query';

import { api, ApiError, unwrap } from '@/lib/api/client';
import { queryKeys } from '@/lib/api/query-keys';
import type { components } from '@/lib/api/schema';
import { tzOffset } from '@/lib/due-today';
import { readGuestStories } from '@/lib/guest-stories';

/** A card drawn for Random mode, with its lesson's title and languages. */
export type RandomCard = components['schemas']['RandomCardBody'];

/** How many cards one Random round draws. */
export const randomRoundSize = 20;

/** GET /api/v1/study/random: due cards first, then new ones, shuffled within each group. */
export async function getRandomCards(signal?: AbortSignal): Promise<RandomCard[]> {
  const body = await unwrap(
    api.GET('/api/v1/study/random', {
      params: { query: { limit: randomRoundSize, tzOffset: tzOffset() } },
      signal,
    }),
  );
  return body.cards;
}

/** Fisher–Yates, with the random source given (tests pass a fixed one). */
export function shuffle<T>(items: T[], random: () => number = Math.random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/**
 * A Random round from the lessons kept in this browser (no session: no
 * memory on a server, so every card is new), shuffled.
 */
export function localRandomCards(random: () => number = Math.random): RandomCard[] {
  const cards = readGuestStories().flatMap((s) =>
    s.cards.map((card): RandomCard => ({
      ...card,
      storyTitle: s.story.title,
      targetLanguage: s.story.targetLanguage,
      nativeLanguage: s.story.nativeLanguage,
      group: 'new',
    })),
  );
  return shuffle(cards, random).slice(0, randomRoundSize);
}

/**
 * One Random round: from the server with a session, else from the local
 * lessons. `round` changes to draw again.
 */
export function useRandomCards(hasSession: boolean, enabled: boolean, round: number) {
  return useQuery({
    queryKey: queryKeys.study.random(hasSession, round),
    queryFn: ({ signal }) => (hasSession ? getRandomCards(signal) : localRandomCards()),
    enabled,
    staleTime: Infinity,
    gcTime: 0,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 3,
  });
}
