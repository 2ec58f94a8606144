import type { BookingDetails } from '@tripfront/domain/booking/bookings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bookingRequest } from './request.ts';
import { bookingQueryOptions } from './get-booking.ts';

/** PATCH /api/bookings/{reference}/special-requests: a stay's special requests until check-in; null removes them. */
export async function updateSpecialRequests(reference: string, specialRequests: string | null): Promise<BookingDetails> {
  const body = await bookingRequest<{ data: BookingDetails }>(`/api/bookings/${encodeURIComponent(reference)}/special-requests`, {
    method: 'PATCH',
    body: { specialRequests },
  });
  return body.data;
}

export function useUpdateSpecialRequests(reference: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (specialRequests: string | null) => updateSpecialRequests(reference, specialRequests),
    onSuccess: (booking) => queryClient.setQueryData(bookingQueryOptions(reference).queryKey, booking),
  });
}
