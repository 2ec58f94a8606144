import { CURRENCY_OPTIONS } from './countries.ts';

/**
 * The currency codes prices can be asked in: those of the built-in currency list (spec §3), which
 * the bundled rates cover. Request schemas take them as an enum, so the API document lists them.
 */
export const CURRENCY_CODES = [...new Set(CURRENCY_OPTIONS.map((o) => o.currency))].sort() as [string, ...string[]];
