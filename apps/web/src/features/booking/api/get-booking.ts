import type { BookingDetails } from '@tripfront/domain/booking/bookings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { bookingRequest } from './request.ts';

/** GET /api/bookings/{reference}: the traveller's booking (404 for anyone else). */
export async function getBooking(reference: string, signal?: AbortSignal): Promise<BookingDetails> {
  const body = await bookingRequest<{ data: BookingDetails }>(`/api/bookings/${encodeURIComponent(reference)}`, { signal });
  return body.data;
}

/** While the supplier has not answered (pending), ask again every 2 seconds. */
export const bookingQueryOptions = (reference: string) =>
  queryOptions({
    queryKey: ['booking', reference],
    queryFn: ({ signal }) => getBooking(reference, signal),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 2000 : false),
  });

export function useBooking(reference: string | null) {
  return useQuery({ ...bookingQueryOptions(reference ?? ''), enabled: reference !== null && reference !== '' });
}
