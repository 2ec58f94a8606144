import type { HotelDetails } from '@tripfront/domain/booking/hotel-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiBase } from '../../../lib/api-bases.ts';
import { bookingRequest } from '../../booking/index.ts';

export interface PropertyParams {
  propertyId: string;
  checkin: string;
  checkout: string;
  occupancy: string[];
  currency: string;
}

/** GET {hotel API}/properties/{id}: photos, description, amenities, room types and rate plans for the stay. */
export async function getProperty(p: PropertyParams, signal?: AbortSignal): Promise<HotelDetails> {
  const q = new URLSearchParams({ checkin_date: p.checkin, checkout_date: p.checkout, currency: p.currency });
  for (const o of p.occupancy) q.append('occupancy', o);
  const body = await bookingRequest<{ data: HotelDetails }>(`${apiBase('hotel')}/properties/${encodeURIComponent(p.propertyId)}?${q.toString()}`, { signal });
  return body.data;
}

export const propertyQueryOptions = (p: PropertyParams) =>
  queryOptions({ queryKey: ['hotel-property', p], queryFn: ({ signal }) => getProperty(p, signal), staleTime: 60_000 });

export function useProperty(p: PropertyParams | null) {
  return useQuery({ ...propertyQueryOptions(p ?? ({} as PropertyParams)), enabled: p !== null });
}
