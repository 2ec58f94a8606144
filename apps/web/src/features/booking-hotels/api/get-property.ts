import type { HotelDetails, stayQuerySchema } from '@tripfront/domain/booking/index';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiBase } from '../../../lib/api-bases.ts';
import { schemaQueryString, type SchemaQuery } from '../../../lib/schema-query.ts';
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
  const query: SchemaQuery<typeof stayQuerySchema> = { checkin_date: p.checkin, checkout_date: p.checkout, currency: p.currency, occupancy: p.occupancy };
  const body = await bookingRequest<{ data: HotelDetails }>(`${apiBase('hotel')}/properties/${encodeURIComponent(p.propertyId)}?${schemaQueryString(query)}`, {
    signal,
  });
  return body.data;
}

export const propertyQueryOptions = (p: PropertyParams) =>
  queryOptions({ queryKey: ['hotel-property', p], queryFn: ({ signal }) => getProperty(p, signal), staleTime: 60_000 });

export function useProperty(p: PropertyParams | null) {
  return useQuery({ ...propertyQueryOptions(p ?? ({} as PropertyParams)), enabled: p !== null });
}
