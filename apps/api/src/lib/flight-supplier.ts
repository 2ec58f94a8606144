import type { Database } from '@tripfront/db';
import { createDuffelFlightSupplier, createSandboxFlightSupplier, type FlightSupplier } from '@tripfront/suppliers';
import type { Config } from '../config.ts';

/** The flight supplier of this server (issue #17): the sandbox's seats in the database. */
export function createFlightSupplier(config: Config, _db: Database): FlightSupplier {
  // DUFFEL_ACCESS_TOKEN set: real airline content through Duffel (decision 0041).
  if (config.DUFFEL_ACCESS_TOKEN) {
    return createDuffelFlightSupplier({ accessToken: config.DUFFEL_ACCESS_TOKEN, apiUrl: config.DUFFEL_API_URL, timeoutMs: config.SUPPLIER_TIMEOUT_MS });
  }
  return createSandboxFlightSupplier({ holdMinutes: config.HOLD_MINUTES });
}
