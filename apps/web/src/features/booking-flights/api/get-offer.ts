import type { FlightOfferDetails } from '@tripfront/domain/booking/flight-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiBase } from '../../../lib/api-bases.ts';
import { productRequest } from '../../../lib/correlation-id.ts';

/** GET {flight API}/offers/:offerId?<trip>: the offer re-priced now, with the price per passenger type. */
export async function getFlightOffer(offerId: string, trip: string, signal?: AbortSignal): Promise<FlightOfferDetails> {
  const body = await productRequest<{ data: FlightOfferDetails }>(`${apiBase('flight')}/offers/${encodeURIComponent(offerId)}?${trip}`, { signal });
  return body.data;
}

/** Re-priced on every opening of a page that shows it (a minute's cache spares a quick back-and-forth). */
export const flightOfferQueryOptions = (offerId: string, trip: string) =>
  queryOptions({ queryKey: ['flight-offer', offerId, trip], queryFn: ({ signal }) => getFlightOffer(offerId, trip, signal), staleTime: 60_000, retry: 1 });

export function useFlightOffer(offerId: string | null, trip: string | null) {
  return useQuery({ ...flightOfferQueryOptions(offerId ?? '', trip ?? ''), enabled: offerId !== null && trip !== null });
}
