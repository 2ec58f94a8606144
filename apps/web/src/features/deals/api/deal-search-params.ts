import type { DealLocation } from '@tripfront/domain/deals/deal-display';

/** What every home deal search depends on; all of it is in the query key. */
export interface DealSearchParams {
  location: DealLocation;
  /** Selected currency code: the server answers in it, so a new currency is a new query. */
  currency: string;
  /** The agency's same-day-booking restriction for this service. */
  disallowSameDayBooking: boolean;
  /** Prices depend on who asks (visitor, traveller, agent): answers are cached per viewer. */
  viewer: string;
}

/** Deals change slowly; a few minutes spare the supplier when people switch tabs back and forth. */
export const DEALS_STALE_TIME_MS = 5 * 60_000;

export const dealsQueryKey = (service: string, params: DealSearchParams) => ['deals', service, params] as const;
