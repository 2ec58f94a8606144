import { createDbUnitStore, type Database } from '@tripfront/db';
import { createSandboxCruiseSupplier, type CruiseSupplier } from '@tripfront/suppliers';
import type { Config } from '../config.ts';

/** The cruise supplier of this server (issue #19): the sandbox's cabins in the database, shared by every instance. */
export function createCruiseSupplier(config: Config, db: Database): CruiseSupplier {
  return createSandboxCruiseSupplier({ units: createDbUnitStore(db), holdMinutes: config.HOLD_MINUTES });
}
