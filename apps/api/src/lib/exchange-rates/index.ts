import type { FastifyBaseLogger } from 'fastify';
import { latestExchangeRates, storeExchangeRates, type Database, type StoredRates } from '@tripfront/db';
import {
  ratesInUse,
  rebaseToUsd,
  SNAPSHOT_PUBLISHED,
  type ExchangeRateProvider,
  type ExchangeRates,
  type PublishedRates,
  type RatesInUse,
} from '@tripfront/domain';
import type { RatesFeed } from './feed.ts';

export type { RatesFeed } from './feed.ts';
export { ecbFeed, ECB_DAILY_URL, parseEcbDaily } from './ecb.ts';

// The rates every price is converted with (issue #38, decision 0086): the newest stored day of the
// live source (the ECB), the snapshot's figures for the currencies it does not publish, kept in this
// process. Requests never wait for the database for them: the stored rows are read again in the
// background at most every RELOAD_MS (other instances' refreshes show within it), and at once
// when this instance's refresh stores a new day.

/** How long this process serves the rates it read before reading the stored ones again. */
export const RATES_RELOAD_MS = 60_000;
/** After a failed read (the database down), how soon the next request tries again. */
const RETRY_MS = 5_000;

export type RefreshOutcome = 'stored' | 'unchanged';

export interface ExchangeRatesService extends ExchangeRateProvider {
  /** The rates in use with each currency's origin (what a booking records). */
  inUse(): Promise<RatesInUse>;
  /** Fetches the feed's newest day and stores it; 'unchanged' when that day was stored already (a holiday, a weekend). Throws when the feed fails. */
  refresh(feed: RatesFeed): Promise<RefreshOutcome>;
  /** Seconds since the start of the day of the rates in use (UTC); null before they are first read. */
  ageSeconds(): number | null;
}

const published = (row: StoredRates | null): PublishedRates | null => (row ? { source: row.source, date: row.date, base: row.base, rates: row.rates } : null);

function frozen(inUse: RatesInUse): RatesInUse {
  Object.freeze(inUse.answer.rates);
  Object.freeze(inUse.answer);
  Object.freeze(inUse.origins);
  return Object.freeze(inUse);
}

export function createExchangeRates(options: {
  db: Database;
  /** The live source's name ('ecb'): its newest stored day is served. */
  liveSource: string;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  now?: () => number;
}): ExchangeRatesService {
  const { db, liveSource, log } = options;
  const now = options.now ?? Date.now;
  let current: RatesInUse | null = null;
  let reading: Promise<RatesInUse> | null = null;
  let freshUntil = 0;

  async function readStored(): Promise<RatesInUse> {
    const [live, stored] = await Promise.all([latestExchangeRates(db, liveSource), latestExchangeRates(db, SNAPSHOT_PUBLISHED.source)]);
    let seed = stored;
    if (!live && !seed) {
      // An empty database: the bundled snapshot is its seed (and the only rates until a refresh).
      await storeExchangeRates(db, SNAPSHOT_PUBLISHED);
      seed = await latestExchangeRates(db, SNAPSHOT_PUBLISHED.source);
      log.info('exchange rates: the table was empty; seeded with the bundled snapshot');
    }
    return frozen(ratesInUse(published(live), published(seed)));
  }

  function reload(): Promise<RatesInUse> {
    reading ??= readStored()
      .then(
        (value) => {
          current = value;
          freshUntil = now() + RATES_RELOAD_MS;
          return value;
        },
        (error: unknown) => {
          log.warn({ err: error }, 'exchange rates: the stored rates could not be read; serving the ones in memory');
          freshUntil = now() + RETRY_MS;
          // Nothing read yet: the bundled snapshot serves until the database answers.
          current ??= frozen(ratesInUse(null, SNAPSHOT_PUBLISHED));
          return current;
        },
      )
      .finally(() => {
        reading = null;
      });
    return reading;
  }

  async function inUse(): Promise<RatesInUse> {
    if (!current) return reload();
    if (now() >= freshUntil) void reload(); // the rates in memory serve meanwhile
    return current;
  }

  return {
    inUse,
    async getRates(): Promise<ExchangeRates> {
      return (await inUse()).answer;
    },
    async refresh(feed) {
      const day = await feed.latest();
      rebaseToUsd(day); // refuses a day that cannot be rebased before it is stored
      const stored = await storeExchangeRates(db, day);
      if (stored) {
        log.info({ source: day.source, date: day.date }, 'exchange rates: stored a new day');
        freshUntil = 0;
        await reload();
      } else if (current && current.answer.date < day.date) {
        // Stored by another instance: read it now.
        await reload();
      }
      return stored ? 'stored' : 'unchanged';
    },
    ageSeconds() {
      if (!current) return null;
      return Math.max(0, Math.round((now() - Date.parse(`${current.answer.date}T00:00:00Z`)) / 1000));
    },
  };
}
