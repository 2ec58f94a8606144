import type { BookingDetails } from '@tripfront/domain/booking/bookings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingRequest } from './request.ts';
import { bookingQueryOptions } from './get-booking.ts';
import { bookingReceiptsQueryOptions } from './get-booking-receipts.ts';

/** POST /api/bookings/{reference}/cancel: refunds by the rate's policy; 409 NOT_CANCELLABLE. */
export async function cancelBooking(reference: string): Promise<BookingDetails> {
  const body = await bookingRequest<{ data: BookingDetails }>(`/api/bookings/${encodeURIComponent(reference)}/cancel`, { method: 'POST', body: {} });
  return body.data;
}

export function useCancelBooking(reference: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelBooking(reference),
    onSuccess: (booking) => {
      queryClient.setQueryData(bookingQueryOptions(reference).queryKey, booking);
      // My Trips lists the status too.
      void queryClient.invalidateQueries({ queryKey: ['bookings'] });
      // A refund issues a receipt.
      void queryClient.invalidateQueries({ queryKey: bookingReceiptsQueryOptions(reference).queryKey });
    },
  });
}
