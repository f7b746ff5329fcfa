import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';

import { queryKeys } from '@/lib/api/query-keys';
import { becomeVisitor, setMe, visitorMe, type Me } from '@/lib/session/me';
import { guestMe, userMe } from '@/test/render';

// Issue 26 §2: "Logging in will delete all guest data" holds, and nothing a
// learner kept in this browser is left for the next person.
function keepEverything() {
  localStorage.setItem('guest_stories', '[{"id":"s1"}]');
  localStorage.setItem('guest_reviews', '[{"idempotencyKey":"k1"}]');
  localStorage.setItem('pending_reviews', '[{"idempotencyKey":"k2"}]');
  localStorage.setItem('preferredTargetLanguage', 'de');
}

function client(me: Me) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(queryKeys.me, me);
  // /me is confirmed with the server after each change; here it answers what was set.
  queryClient.setQueryDefaults(queryKeys.me, {
    queryFn: () => queryClient.getQueryData(queryKeys.me),
  });
  return queryClient;
}

describe('what a learner keeps in the browser', () => {
  beforeEach(() => {
    localStorage.clear();
    keepEverything();
  });

  it('forgets a guest’s lessons when they sign in; their answers wait for the import', async () => {
    await setMe(client(guestMe), userMe);
    expect(localStorage.getItem('guest_stories')).toBeNull();
    // The import sends them (the server takes only the account's own cards), then forgets them.
    expect(localStorage.getItem('guest_reviews')).not.toBeNull();
    // Not the learner's data: the chosen languages stay.
    expect(localStorage.getItem('preferredTargetLanguage')).toBe('de');
  });

  it('forgets them, and unsent answers, at logout', async () => {
    await becomeVisitor(client(guestMe));
    expect(localStorage.getItem('guest_stories')).toBeNull();
    expect(localStorage.getItem('guest_reviews')).toBeNull();
    expect(localStorage.getItem('pending_reviews')).toBeNull();
  });

  it('keeps a guest’s data while they stay the guest', async () => {
    await setMe(client(guestMe), { ...guestMe, credits: 250 });
    expect(localStorage.getItem('guest_stories')).toBe('[{"id":"s1"}]');
    expect(localStorage.getItem('guest_reviews')).not.toBeNull();
    await setMe(client(visitorMe), guestMe);
    expect(localStorage.getItem('guest_stories')).toBe('[{"id":"s1"}]');
  });
});
