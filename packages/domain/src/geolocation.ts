import { z } from 'zod';
import { COUNTRY_CURRENCIES } from './currency/country-currencies.ts';

/** Spec §3 session flags: the country of the visitor's geolocation (spec §9: United States by default). */
export const geoLocationSchema = z.object({
  /** The country's English name, e.g. 'Sweden'. */
  country: z.string().min(1),
  /** ISO 3166-1 alpha-2, e.g. 'SE'. */
  countryCode: z.string().regex(/^[A-Z]{2}$/),
  /**
   * False for the default (an address no database places: loopback, private, unknown). Spec §4's
   * currency chain uses only a located country, so an unplaced visitor gets the agency's default
   * country's currency rather than always US dollars (decision 0147).
   */
  located: z.boolean(),
});
export type GeoLocation = z.infer<typeof geoLocationSchema>;

/** Spec §9: default geolocation United States. */
export const DEFAULT_GEOLOCATION: GeoLocation = { country: 'United States', countryCode: 'US', located: false };

let englishNames: Intl.DisplayNames | null | undefined;
const englishName = (code: string): string | undefined => {
  if (englishNames === undefined) {
    try {
      englishNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
    } catch {
      englishNames = null;
    }
  }
  return englishNames?.of(code) ?? undefined;
};

/**
 * The geolocation for a country code (a lookup's or a trusted proxy's header): a known country
 * (one of the table of country currencies) with its English name; anything else (empty, 'XX',
 * 'T1' for Tor, a reserved code) is the default United States.
 */
export function geoLocationOf(code: string | null | undefined): GeoLocation {
  const countryCode = (code ?? '').trim().toUpperCase();
  // 'EU' is the euro's own entry of the table, not a country a visitor is in.
  if (!/^[A-Z]{2}$/.test(countryCode) || countryCode === 'EU' || COUNTRY_CURRENCIES[countryCode] === undefined) return DEFAULT_GEOLOCATION;
  return { country: englishName(countryCode) ?? countryCode, countryCode, located: true };
}
