import { z } from 'zod';
import { bookingMoneySchema } from './price.ts';
import { PRODUCTS } from './products.ts';

/**
 * One of the signed-in traveller's open holds (GET /api/bookings/holds, and the 429 TOO_MANY_HOLDS
 * answer): what it holds, in a few words, until when, and at what total. Released by its `holdId`.
 */
export const openHoldSchema = z.object({
  holdId: z.string(),
  product: z.enum(PRODUCTS),
  offerId: z.string(),
  /** 'Hôtel Lumière Montmartre', 'CDG → JFK', 'Toyota Corolla or similar'. */
  label: z.string(),
  /** ISO date-time: the offer is kept until then. */
  expiresAt: z.string(),
  total: bookingMoneySchema,
});
export type OpenHold = z.infer<typeof openHoldSchema>;
export const openHoldListAnswerSchema = z.object({ data: z.array(openHoldSchema) });
