import type { Database } from '@tripfront/db';
import { createSandboxFlightSupplier, type FlightSupplier } from '@tripfront/suppliers';
import type { Config } from '../config.ts';

/** The flight supplier of this server (issue #17): the sandbox's seats in the database. */
export function createFlightSupplier(config: Config, _db: Database): FlightSupplier {
  return createSandboxFlightSupplier({ holdMinutes: config.HOLD_MINUTES });
}
