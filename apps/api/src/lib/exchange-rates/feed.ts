import type { PublishedRates } from '@tripfront/domain';

/**
 * A source of exchange rates (issue #38, decision 0086): the ECB's daily reference rates today,
 * another bank or a paid feed tomorrow. `latest` answers the newest day it publishes, or throws
 * (network, timeout, a malformed answer) with a message for the log.
 */
export interface RatesFeed {
  /** Stored with the rows and on bookings: 'ecb'. */
  readonly source: string;
  latest(): Promise<PublishedRates>;
}
