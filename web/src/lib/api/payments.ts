import { useMutation, useQuery } from '@tanstack/react-query';

import { api, unwrap } from '@/lib/api/client';
import { queryKeys } from '@/lib/api/query-keys';
import type { components } from '@/lib/api/schema';

/** One purchase of a credit pack. */
export type Order = components['schemas']['OrderBody'];
export type PackId = 'small' | 'large';

/** POST /api/v1/payments/checkout: a Stripe Checkout page to pay a pack on. */
export function createCheckout(pack: PackId): Promise<{ url: string; orderId: string }> {
  return unwrap(api.POST('/api/v1/payments/checkout', { body: { package: pack } }));
}

export function useCheckout() {
  return useMutation({ mutationFn: createCheckout });
}

/** GET /api/v1/payments/orders: the user's orders, newest first. */
export function useOrders(enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.orders.all,
    queryFn: async ({ signal }) =>
      (await unwrap(api.GET('/api/v1/payments/orders', { signal }))).orders,
    enabled,
    staleTime: 0,
  });
}

/**
 * GET /api/v1/payments/orders/{id}, asked again every `pollMs` while the
 * order is pending (the webhook has not arrived yet) and polling is on.
 */
export function useOrder(id: string, enabled: boolean, pollMs: number | false) {
  return useQuery({
    queryKey: queryKeys.orders.one(id),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/v1/payments/orders/{id}', { params: { path: { id } }, signal })),
    enabled: enabled && id !== '',
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? pollMs : false),
  });
}
