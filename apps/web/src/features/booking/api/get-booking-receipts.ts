import type { Receipt } from '@tripfront/domain/receipts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { bookingRequest } from './request.ts';

/** GET /api/bookings/{reference}/receipts: the booking's payment and refund receipts, in issue order. */
export async function getBookingReceipts(reference: string, signal?: AbortSignal): Promise<Receipt[]> {
  const body = await bookingRequest<{ data: Receipt[] }>(`/api/bookings/${encodeURIComponent(reference)}/receipts`, { signal });
  return body.data;
}

export const bookingReceiptsQueryOptions = (reference: string) =>
  queryOptions({
    queryKey: ['booking-receipts', reference],
    queryFn: ({ signal }) => getBookingReceipts(reference, signal),
  });

export function useBookingReceipts(reference: string) {
  return useQuery({ ...bookingReceiptsQueryOptions(reference), enabled: reference !== '' });
}
