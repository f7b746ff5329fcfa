import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { api, unwrap } from '@/lib/api/client';
import { queryKeys } from '@/lib/api/query-keys';
import { acceptShare } from '@/lib/api/shares';
import { json, mockApi } from '@/test/mock-api';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('acceptShare', () => {
  it('shows the new copy even when My Stories was first fetched while the copy was made', async () => {
    // The list's first fetch is answered (without the copy) only after the
    // copy exists: the order a loaded server can give two parallel requests.
    let accepted!: () => void;
    const acceptAnswered = new Promise<void>((resolve) => {
      accepted = resolve;
    });
    let listCalls = 0;
    const calls = mockApi({
      'GET /api/v1/stories': async () => {
        listCalls++;
        if (listCalls === 1) {
          await acceptAnswered;
          await new Promise((resolve) => setTimeout(resolve, 0));
          return json(200, { stories: [] });
        }
        return json(200, { stories: [{ id: 'copy', title: 'María va al mercado' }] });
      },
      'POST /api/v1/shared/tok/accept': () => {
        setTimeout(accepted, 0);
        return json(201, { storyId: 'copy' });
      },
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const observer = new QueryObserver(queryClient, {
      queryKey: queryKeys.stories,
      queryFn: async ({ signal }) => (await unwrap(api.GET('/api/v1/stories', { signal }))).stories,
    });
    const unsubscribe = observer.subscribe(() => undefined);

    await expect(acceptShare(queryClient, 'tok')).resolves.toEqual({ storyId: 'copy' });
    expect(queryClient.getQueryData(queryKeys.stories)).toEqual([
      { id: 'copy', title: 'María va al mercado' },
    ]);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    unsubscribe();
  });

  it('leaves the list alone when the server refuses', async () => {
    mockApi({
      'POST /api/v1/shared/gone/accept': () =>
        json(404, { title: 'Not Found', status: 404, detail: 'share not found' }),
    });
    const queryClient = new QueryClient();
    queryClient.setQueryData(queryKeys.stories, [{ id: 'mine' }]);
    await expect(acceptShare(queryClient, 'gone')).rejects.toMatchObject({ status: 404 });
    expect(queryClient.getQueryData(queryKeys.stories)).toEqual([{ id: 'mine' }]);
  });
});
