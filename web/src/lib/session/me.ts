import { useQuery, type QueryClient } from '@tanstack/react-query';

import { api, unwrap } from '@/lib/api/client';
import { learnerKeys, queryKeys, sessionIndependentKeys } from '@/lib/api/query-keys';
import type { components } from '@/lib/api/schema';
import {
  forgetGuestData,
  forgetGuestStories,
  forgetPendingAnswers,
} from '@/lib/session/browser-data';

/** Who is using the app: visitor, guest or user, with credits and wishes (product §1). */
export type Me = components['schemas']['MeBody'];

/** What a visitor (neither guest nor signed in) is: also the state after logout. */
export const visitorMe: Me = {
  mode: 'visitor',
  email: '',
  displayName: '',
  role: 'visitor',
  credits: 0,
  wishes: 0,
  wishesDaily: 0,
  wishesBonus: 0,
  wishesBought: 0,
  creditsToRestore: 0,
  genieArrowDismissed: false,
};

/** GET /api/v1/me. */
export function getMe(signal?: AbortSignal): Promise<Me> {
  return unwrap(api.GET('/api/v1/me', { signal }));
}

/**
 * The single source of truth for the session mode. Sign-in, sign-out and
 * starting a guest session replace it (setMe) and refetch it.
 */
export function useMe() {
  return useQuery({ queryKey: queryKeys.me, queryFn: ({ signal }) => getMe(signal) });
}

/** Puts a known answer in the cache at once, then confirms it with the server. */
export async function setMe(queryClient: QueryClient, me: Me): Promise<void> {
  const before = queryClient.getQueryData<Me>(queryKeys.me);
  queryClient.setQueryData(queryKeys.me, me);
  // The guest session ended by signing in: its lessons kept in the browser go
  // (a guest who signs up has them in the account). Its answers are left to
  // the import, which the server applies only to the account's own cards and
  // which then forgets them; a logout forgets everything (becomeVisitor).
  if (before?.mode === 'guest' && me.mode === 'user') forgetGuestStories();
  if (before?.mode !== me.mode || before.email !== me.email) {
    // Another learner: what was fetched for the last one (lessons, due
    // counts, queues, Random's draw) is not theirs.
    for (const queryKey of learnerKeys) {
      queryClient.removeQueries({ queryKey, type: 'inactive' });
      void queryClient.invalidateQueries({ queryKey });
    }
  }
  await queryClient.invalidateQueries({ queryKey: queryKeys.me });
}

/** After logout or account deletion: nothing of the session stays cached, and the app is a visitor's. */
export async function becomeVisitor(queryClient: QueryClient): Promise<void> {
  forgetGuestData();
  forgetPendingAnswers();
  const kept = new Set(sessionIndependentKeys);
  queryClient.removeQueries({ predicate: (query) => !kept.has(query.queryKey[0]) });
  await setMe(queryClient, visitorMe);
}
