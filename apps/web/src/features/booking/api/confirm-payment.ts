import type { BookingDetails } from '@tripfront/domain/booking/bookings';
import { useMutation } from '@tanstack/react-query';
import { bookingRequest } from './request.ts';

type Authentication = 'approved' | 'declined';

/**
 * POST /api/bookings/{reference}/confirm-payment: with the sandbox test authentication's outcome,
 * or with an empty body after Stripe's handleNextAction (the server asks Stripe).
 */
export async function confirmPayment(reference: string, authentication?: Authentication): Promise<BookingDetails> {
  const body = await bookingRequest<{ data: BookingDetails }>(`/api/bookings/${encodeURIComponent(reference)}/confirm-payment`, {
    method: 'POST',
    body: authentication ? { authentication } : {},
  });
  return body.data;
}

export function useConfirmPayment() {
  return useMutation({
    mutationFn: ({ reference, authentication }: { reference: string; authentication?: Authentication }) => confirmPayment(reference, authentication),
  });
}
