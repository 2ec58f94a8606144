import type { BookingDetails, CreateBookingBody } from '@tripfront/domain/booking/bookings';
import { useMutation } from '@tanstack/react-query';
import { bookingRequest } from './request.ts';

export interface BookingOutcome {
  booking: BookingDetails;
  /** 202 with nextAction: the card needs extra authentication before the booking goes on. */
  authenticate: boolean;
  /** Stripe: the PaymentIntent's client secret for stripe.handleNextAction(). */
  clientSecret?: string;
}

/** POST /api/bookings with the attempt's Idempotency-Key: a retry or a double click books once. */
export async function createBooking(body: CreateBookingBody, idempotencyKey: string): Promise<BookingOutcome> {
  const answer = await bookingRequest<{ data: BookingDetails; nextAction?: { type: 'authenticate'; clientSecret?: string } }>('/api/bookings', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  const clientSecret = answer.nextAction?.clientSecret;
  return { booking: answer.data, authenticate: answer.nextAction?.type === 'authenticate', ...(clientSecret ? { clientSecret } : {}) };
}

export function useCreateBooking() {
  return useMutation({ mutationFn: ({ body, key }: { body: CreateBookingBody; key: string }) => createBooking(body, key) });
}
