import { z } from 'zod';

/**
 * One entry of the currency picker (spec §3 "Currency option"): a country and the currency shown
 * for it. The built-in list also carries the flag as an emoji and as code points; options that
 * come from an agency's enabled-currency list may lack them.
 */
export const currencyOptionSchema = z.object({
  name: z.string().min(1).max(100),
  /** ISO 3166-1 alpha-2 country code ('EU' for the euro's own entry). */
  code: z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter country code like US'),
  /** ISO 4217 currency code. */
  currency: z.string().regex(/^[A-Z]{3}$/, 'must be a three-letter currency code like USD'),
  symbol: z.string().min(1).max(10),
  /** Flag image shipped with the web app, e.g. '/flags/us.svg'. */
  image: z.string().min(1),
  emoji: z.string().optional(),
  /** The flag emoji's code points, e.g. 'U+1F1FA U+1F1F8'. */
  unicode: z.string().optional(),
});
export type CurrencyOption = z.infer<typeof currencyOptionSchema>;

/** Flag shown when an option's own image is missing or fails to load. */
export const UNKNOWN_FLAG_IMAGE = '/flags/unknown.svg';
