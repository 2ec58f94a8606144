import type { AuditEntry } from '@tripfront/domain/settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** How many entries the page shows (the newest). */
export const AUDIT_LIMIT = 50;

/** GET /api/agency/settings/audit: the newest changes to the agency's settings (owner and admins). */
export async function getAuditLog(): Promise<AuditEntry[]> {
  const response = await apiRequest<{ data: AuditEntry[] }>(`/api/agency/settings/audit?limit=${AUDIT_LIMIT}`);
  return response.data;
}

export const auditLogQueryOptions = () => queryOptions({ queryKey: ['agency-settings', 'audit'], queryFn: getAuditLog, staleTime: 10_000 });

export function useAuditLog() {
  return useQuery(auditLogQueryOptions());
}
