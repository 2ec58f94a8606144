import type { ExchangeRates } from './exchange-rates.ts';
import { RATES_SNAPSHOT } from './rates-snapshot.ts';

/** What a live feed implements; the API serves GET /api/multi-currency/exchange from one. */
export interface ExchangeRateProvider {
  getRates(): Promise<ExchangeRates>;
}

/** Serves the bundled snapshot: no network, always the same figures. */
export const snapshotRateProvider: ExchangeRateProvider = {
  // A copy, so a caller that edits its rates cannot change what the next caller gets.
  getRates: () => Promise.resolve({ ...RATES_SNAPSHOT, rates: { ...RATES_SNAPSHOT.rates } }),
};
