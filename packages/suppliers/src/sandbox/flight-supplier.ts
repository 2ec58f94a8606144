import type { FlightSupplier } from '../flight-booking.ts';
import { fail } from '../result.ts';

export interface SandboxFlightOptions {
  /** For holds, offer expiry and ticketing deadlines; the real clock by default. */
  clock?: () => Date;
  /** How long a hold keeps the seats (default 15). */
  holdMinutes?: number;
}

const NOT_YET = 'Flight booking is not available yet.';

/** The sandbox's flights (issue #17). A placeholder until its search and seat inventory land. */
export function createSandboxFlightSupplier(_options: SandboxFlightOptions = {}): FlightSupplier {
  return {
    name: 'sandbox',
    flightSearch: async () => fail(NOT_YET, false),
    flightFareCalendar: async () => fail(NOT_YET, false),
    flightOffer: async () => fail(NOT_YET, false, 'not_found'),
    flightHold: async () => fail(NOT_YET, false, 'not_found'),
    flightReleaseHold: async () => fail(NOT_YET, false, 'not_found'),
    flightBook: async () => fail(NOT_YET, false, 'not_found'),
    flightCancel: async () => fail(NOT_YET, false, 'not_found'),
    flightOrderByClientReference: async () => fail(NOT_YET, false),
  };
}
