import { createDbUnitStore, type Database } from '@tripfront/db';
import { createSandboxActivitySupplier, type ActivitySupplier } from '@tripfront/suppliers';
import type { Config } from '../config.ts';

/** The activity supplier of this server (issue #18): the sandbox's places in the database, shared by every instance. */
export function createActivitySupplier(config: Config, db: Database): ActivitySupplier {
  return createSandboxActivitySupplier({ units: createDbUnitStore(db), holdMinutes: config.HOLD_MINUTES });
}
