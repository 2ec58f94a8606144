import type { FareCalendarAnswer } from '@tripfront/domain/booking/flight-api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiBase } from '../../../lib/api-bases.ts';
import { productRequest } from '../../../lib/correlation-id.ts';

/** GET {flight API}/fare-calendar: the lowest total of the same trip moved −3 … +3 days. */
export async function getFareCalendar(trip: string, signal?: AbortSignal): Promise<FareCalendarAnswer['data']> {
  const body = await productRequest<FareCalendarAnswer>(`${apiBase('flight')}/fare-calendar?${trip}`, { signal });
  return body.data;
}

export const fareCalendarQueryOptions = (trip: string) =>
  queryOptions({ queryKey: ['flight-fare-calendar', trip], queryFn: ({ signal }) => getFareCalendar(trip, signal), staleTime: 5 * 60_000, retry: false });

export const useFareCalendar = (trip: string | null) => useQuery({ ...fareCalendarQueryOptions(trip ?? ''), enabled: trip !== null });
