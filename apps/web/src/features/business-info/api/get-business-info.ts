import type { BusinessInfo } from '@tripfront/domain/business-info';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** Business info as stored (spec §3); null when the agency has submitted none. */
export type StoredBusinessInfo = Pick<BusinessInfo, 'contactEmailId'> & Record<string, string>;

/** GET /api/agency/business-info: the answer's data.data holds the business info (spec §7). */
export async function getBusinessInfo(): Promise<StoredBusinessInfo | null> {
  const response = await apiRequest<{ data: { data: StoredBusinessInfo | null } }>('/api/agency/business-info');
  return response.data.data;
}

export const businessInfoQueryOptions = (userId: string) =>
  queryOptions({ queryKey: ['agency', 'business-info', userId], queryFn: getBusinessInfo, staleTime: Infinity });

/** Only fetched for a user who could be asked (an agency owner). */
export function useBusinessInfo(userId: string, enabled: boolean) {
  return useQuery({ ...businessInfoQueryOptions(userId), enabled });
}

/** Spec §4: the modal shows while the stored business info has no contact email. */
export function lacksContactEmail(info: StoredBusinessInfo | null): boolean {
  return !info?.contactEmailId?.trim();
}
