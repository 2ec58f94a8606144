import type { PublicDealLink } from '@tripfront/domain/proposals';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client.ts';

/** GET /api/deal-links/:code: the link as its visitor sees it, or null when the agency has no such link. */
export async function getPublicDealLink(code: string, signal?: AbortSignal): Promise<PublicDealLink | null> {
  try {
    return (await apiRequest<{ data: PublicDealLink }>(`/api/deal-links/${encodeURIComponent(code)}`, { signal })).data;
  } catch (error) {
    // A code that is not one (400) is as unknown as one the agency never made (404).
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

export const publicDealLinkQueryOptions = (code: string) =>
  queryOptions({ queryKey: ['deal-link', code] as const, queryFn: ({ signal }) => getPublicDealLink(code, signal), staleTime: 60_000 });

export const usePublicDealLink = (code: string) => useQuery(publicDealLinkQueryOptions(code));
