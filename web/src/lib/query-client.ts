import { QueryClient } from '@tanstack/react-query';

/** Data cache settings of product §9. */
export const queryCache = {
  staleTime: 5 * 60 * 1000,
  gcTime: 10 * 60 * 1000,
  retries: 3,
  firstRetryDelay: 1000,
  maxRetryDelay: 30_000,
} as const;

/**
 * Delay before retry number `attempt` (0 for the first retry): 1 s, doubling,
 * at most 30 s.
 */
export function retryDelay(attempt: number): number {
  return Math.min(queryCache.firstRetryDelay * 2 ** attempt, queryCache.maxRetryDelay);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: queryCache.staleTime,
        gcTime: queryCache.gcTime,
        retry: queryCache.retries,
        retryDelay,
        // Ask even when the browser says it is offline: the service worker
        // answers with what it kept (study offline); retries wait for the network.
        networkMode: 'offlineFirst',
      },
      // Mutations are not retried: a retried write could, for example, spend
      // credits twice. Each mutation that is safe to retry says so itself.
    },
  });
}
