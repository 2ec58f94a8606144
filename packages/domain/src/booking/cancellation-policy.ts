import { z } from 'zod';

/** A rate's cancellation terms, as every product's search, details, checkout and booking word them (decision 0097). */
export const cancellationPolicySchema = z.object({
  refundable: z.boolean(),
  /** ISO date-time (UTC); cancelling before then refunds everything. Null for non-refundable rates. */
  freeCancellationUntil: z.string().nullable(),
  /** For people: 'Free cancellation until 2027-02-19 23:59 UTC, then non-refundable.' */
  description: z.string(),
});
export type CancellationPolicy = z.infer<typeof cancellationPolicySchema>;
