import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { api, unwrap } from '@/lib/api/client';
import { queryKeys } from '@/lib/api/query-keys';
import type { components } from '@/lib/api/schema';

export type AdminErrorLog = components['schemas']['AdminErrorLog'];
export type AuditEvent = components['schemas']['AuditEventBody'];

export interface ErrorFilter {
  type: string;
  from: string; // RFC 3339 or ''
  to: string;
  email: string;
  before: number;
}

/** The filter's set fields (empty ones are left out of the query). */
function setFields<T extends object>(f: T): Partial<T> {
  return Object.fromEntries(Object.entries(f).filter(([, v]) => v !== '' && v !== 0)) as Partial<T>;
}

/** GET /api/v1/admin/error-logs: newest first, filtered. */
export function useErrorLogs(f: ErrorFilter) {
  const query = setFields(f);
  return useQuery({
    queryKey: queryKeys.admin.errors(query),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/v1/admin/error-logs', { params: { query }, signal })),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/v1/admin/error-logs/{id}: one entry with stack and metadata. */
export function useErrorLog(id: number) {
  return useQuery({
    queryKey: queryKeys.admin.error(id),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/v1/admin/error-logs/{id}', { params: { path: { id } }, signal })),
  });
}

/** GET /api/v1/admin/audit-events: newest first, by type and account. */
export function useAuditEvents(f: { type: string; email: string; before: number }) {
  const query = setFields(f);
  return useQuery({
    queryKey: queryKeys.admin.audit(query),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/v1/admin/audit-events', { params: { query }, signal })),
    placeholderData: keepPreviousData,
  });
}
