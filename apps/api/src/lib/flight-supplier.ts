import { createDbFlightSeatStore, type Database } from '@tripfront/db';
import { createSandboxFlightSupplier, type FlightSupplier } from '@tripfront/suppliers';
import type { Config } from '../config.ts';

/** The flight supplier of this server (issue #17): the sandbox's seats in the database, shared by every instance. */
export function createFlightSupplier(config: Config, db: Database): FlightSupplier {
  return createSandboxFlightSupplier({ seats: createDbFlightSeatStore(db), holdMinutes: config.HOLD_MINUTES });
}
