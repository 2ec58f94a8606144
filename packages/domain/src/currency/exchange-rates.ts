import { z } from 'zod';

/** USD-based rates (spec §3, §9): 1 USD = rates[currency] units of that currency. */
export const exchangeRatesSchema = z.object({
  base: z.literal('USD'),
  /** The day the figures are for, YYYY-MM-DD. */
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  /** Where the figures come from, in words a person can check. */
  source: z.string().min(1),
  rates: z.record(z.string().regex(/^[A-Z]{3}$/), z.number().positive()),
});
export type ExchangeRates = z.infer<typeof exchangeRatesSchema>;
