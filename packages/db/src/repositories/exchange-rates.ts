import { desc, eq } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { exchangeRates } from '../schema.ts';

// Exchange rates as their sources publish them (issue #38, decision 0086). A platform table: no
// tenant. One row per source and day; a day already stored is never rewritten.

export interface StoredRates {
  source: string;
  date: string;
  base: string;
  rates: Record<string, string>;
  fetchedAt: Date;
}

const columns = {
  source: exchangeRates.source,
  date: exchangeRates.ratesDate,
  base: exchangeRates.base,
  rates: exchangeRates.rates,
  fetchedAt: exchangeRates.fetchedAt,
};

/** Stores one day's rates of a source unless that day is stored already; answers whether this call stored them. */
export async function storeExchangeRates(db: Database, row: { source: string; date: string; base: string; rates: Record<string, string> }): Promise<boolean> {
  const inserted = await db.asApp((tx) =>
    tx
      .insert(exchangeRates)
      .values({ source: row.source, ratesDate: row.date, base: row.base, rates: row.rates })
      .onConflictDoNothing({ target: [exchangeRates.source, exchangeRates.ratesDate] })
      .returning({ source: exchangeRates.source }),
  );
  return inserted.length > 0;
}

/** The newest day of `source`, or null when none is stored. */
export async function latestExchangeRates(db: Database, source: string): Promise<StoredRates | null> {
  const [row] = await db.asApp((tx) =>
    tx.select(columns).from(exchangeRates).where(eq(exchangeRates.source, source)).orderBy(desc(exchangeRates.ratesDate)).limit(1),
  );
  return row ?? null;
}
