import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api, unwrap } from '@/lib/api/client';
import { queryKeys } from '@/lib/api/query-keys';
import type { components } from '@/lib/api/schema';

export type AdminUser = components['schemas']['AdminUser'];
export type AdminUserDetail = components['schemas']['AdminUserOutputBody'];

/** GET /api/v1/admin/users: accounts whose e-mail contains q, a page at a time. */
export function useUserSearch(q: string, offset: number, limit = 20) {
  return useQuery({
    queryKey: queryKeys.admin.users.search(q, offset, limit),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/v1/admin/users', { params: { query: { q, offset, limit } }, signal })),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/v1/admin/users/{email}: credits, ledger, live sessions. */
export function useAdminUser(email: string) {
  return useQuery({
    queryKey: queryKeys.admin.users.one(email),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/v1/admin/users/{email}', { params: { path: { email } }, signal })),
  });
}

/** The user's changes (credits, role, disabled): each answers with the new detail. */
export function useUserActions(email: string) {
  const queryClient = useQueryClient();
  const onSuccess = (detail: AdminUserDetail) => {
    queryClient.setQueryData(queryKeys.admin.users.one(email), detail);
    void queryClient.invalidateQueries({ queryKey: queryKeys.admin.users.searches });
  };
  const path = { email };
  return {
    adjust: useMutation({
      mutationFn: (body: { delta: number; reason: string; idempotencyKey: string }) =>
        unwrap(
          api.POST('/api/v1/admin/users/{email}/credit-adjustments', { params: { path }, body }),
        ),
      onSuccess,
    }),
    setRole: useMutation({
      mutationFn: (role: 'user' | 'admin') =>
        unwrap(api.PUT('/api/v1/admin/users/{email}/role', { params: { path }, body: { role } })),
      onSuccess,
    }),
    setDisabled: useMutation({
      mutationFn: (disabled: boolean) =>
        unwrap(
          api.PUT('/api/v1/admin/users/{email}/disabled', { params: { path }, body: { disabled } }),
        ),
      onSuccess,
    }),
  };
}
