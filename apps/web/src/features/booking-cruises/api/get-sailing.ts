import type { CruiseGuestCounts, SailingDetails } from '@tripfront/domain/booking/cruise-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/cruise/sailings/:sailingId: the itinerary, ship and cabins priced for the party. */
export async function getSailing(sailingId: string, guests: CruiseGuestCounts, currency: string, signal?: AbortSignal): Promise<SailingDetails> {
  const q = new URLSearchParams({ adults: String(guests.adult), children: String(guests.child), infants: String(guests.infant), currency });
  return (await apiRequest<{ data: SailingDetails }>(`/api/cruise/sailings/${encodeURIComponent(sailingId)}?${q.toString()}`, { signal })).data;
}

export const sailingQueryOptions = (sailingId: string, guests: CruiseGuestCounts, currency: string) =>
  queryOptions({
    queryKey: ['cruise-sailing', sailingId, guests, currency] as const,
    queryFn: ({ signal }) => getSailing(sailingId, guests, currency, signal),
    staleTime: 30_000,
  });

export const useSailing = (sailingId: string | null, guests: CruiseGuestCounts, currency: string) =>
  useQuery({ ...sailingQueryOptions(sailingId ?? '', guests, currency), enabled: sailingId !== null, placeholderData: (prev) => prev });
