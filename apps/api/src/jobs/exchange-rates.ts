import type { FastifyInstance } from 'fastify';
import { ecbFeed, type RatesFeed } from '../lib/exchange-rates/index.ts';
import type { JobDefinition } from './runner.ts';

export const EXCHANGE_RATES_JOB = 'exchange-rates';

/**
 * Fetches the newest day of exchange rates and stores it (issue #38, decision 0086), every
 * EXCHANGE_RATES_REFRESH_S and once when an instance starts. A failure (network, timeout, a
 * malformed answer) is logged and counted; the last stored rates keep serving, and the next slot
 * tries again. Null when EXCHANGE_RATES_URL is off.
 */
export function exchangeRatesJob(app: FastifyInstance, feed?: RatesFeed): JobDefinition | null {
  const { config, metrics, rates } = app.deps;
  if (!config.EXCHANGE_RATES_URL && !feed) return null;
  const source = feed ?? ecbFeed({ url: config.EXCHANGE_RATES_URL!, timeoutMs: config.EXCHANGE_RATES_TIMEOUT_MS });
  return {
    name: EXCHANGE_RATES_JOB,
    everySeconds: config.EXCHANGE_RATES_REFRESH_S,
    leaseMs: config.EXCHANGE_RATES_TIMEOUT_MS + 60_000,
    // A failed slot is not retried soon: the next slot (or the next start) fetches again.
    maxAttempts: 1,
    async run() {
      try {
        const outcome = await rates.refresh(source);
        metrics?.exchangeRatesRefresh(outcome);
        if (outcome === 'unchanged') app.log.info('exchange rates: nothing new to store (a weekend or holiday, or stored already)');
      } catch (error) {
        metrics?.exchangeRatesRefresh('failed');
        app.log.warn({ err: error }, 'exchange rates: the refresh failed; the last stored rates keep serving');
        throw error;
      }
    },
  };
}
