import { toCarExtrasParam, type CarExtraChoices, type CarOfferDetails } from '@tripfront/domain/booking/car-api';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/car-rental/offers/:carId?currency&extras: the car re-priced now, with the price of the extras chosen. */
export async function getCarOffer(carId: string, currency: string, extras: CarExtraChoices, signal?: AbortSignal): Promise<CarOfferDetails> {
  const q = new URLSearchParams({ currency });
  if (extras.length > 0) q.set('extras', toCarExtrasParam(extras));
  const body = await apiRequest<{ data: CarOfferDetails }>(`/api/car-rental/offers/${encodeURIComponent(carId)}?${q.toString()}`, { signal });
  return body.data;
}

export const carOfferQueryOptions = (carId: string, currency: string, extras: CarExtraChoices) =>
  queryOptions({
    queryKey: ['car-offer', carId, currency, extras],
    queryFn: ({ signal }) => getCarOffer(carId, currency, extras, signal),
    staleTime: 60_000,
    retry: 1,
  });

/** The previous answer stays while a new extra is priced, so the page does not flash. */
export function useCarOffer(carId: string | null, currency: string, extras: CarExtraChoices) {
  return useQuery({ ...carOfferQueryOptions(carId ?? '', currency, extras), enabled: carId !== null, placeholderData: keepPreviousData });
}
