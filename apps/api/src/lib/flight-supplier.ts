import { createDbFlightSeatStore, type Database } from '@tripfront/db';
import { createDuffelFlightSupplier, createSandboxFlightSupplier, type FlightSupplier } from '@tripfront/suppliers';
import type { Config } from '../config.ts';
import { gateSandbox } from './sandbox.ts';

/** The flight supplier of this server (issue #17): the sandbox's seats in the database, shared by every instance. */
export function createFlightSupplier(config: Config, db: Database): FlightSupplier {
  // DUFFEL_ACCESS_TOKEN set: real airline content through Duffel (decision 0041).
  if (config.DUFFEL_ACCESS_TOKEN) {
    return createDuffelFlightSupplier({ accessToken: config.DUFFEL_ACCESS_TOKEN, apiUrl: config.DUFFEL_API_URL, timeoutMs: config.SUPPLIER_TIMEOUT_MS });
  }
  // Sandbox seats: refused in production without ALLOW_SANDBOX (decision 0078).
  return gateSandbox(createSandboxFlightSupplier({ seats: createDbFlightSeatStore(db), holdMinutes: config.HOLD_MINUTES }), config, 'flight');
}
