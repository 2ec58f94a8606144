import type { AuditEntry, AuditGroup } from '@tripfront/domain/audit';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** How many entries a page shows (the newest first). */
export const AUDIT_LIMIT = 50;

/** What the page filters by: a group of actions, days from/to (YYYY-MM-DD, inclusive), the page. */
export interface AuditFilters {
  group?: AuditGroup | undefined;
  from?: string | undefined;
  to?: string | undefined;
  page?: number | undefined;
}

/** GET /api/agency/settings/audit: who did what and when, newest first (owner and admins). */
export async function getAuditLog(filters: AuditFilters = {}): Promise<AuditEntry[]> {
  const params = new URLSearchParams({ limit: String(AUDIT_LIMIT) });
  if (filters.group) params.set('group', filters.group);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.page && filters.page > 1) params.set('page', String(filters.page));
  const response = await apiRequest<{ data: AuditEntry[] }>(`/api/agency/settings/audit?${params.toString()}`);
  return response.data;
}

export const auditLogQueryOptions = (filters: AuditFilters = {}) =>
  queryOptions({
    queryKey: ['agency-settings', 'audit', filters],
    queryFn: () => getAuditLog(filters),
    staleTime: 10_000,
    placeholderData: keepPreviousData,
  });

export function useAuditLog(filters: AuditFilters = {}) {
  return useQuery(auditLogQueryOptions(filters));
}
