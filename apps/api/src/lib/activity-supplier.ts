import { createDbUnitStore, type Database } from '@tripfront/db';
import { createSandboxActivitySupplier, type ActivitySupplier } from '@tripfront/suppliers';
import type { Config } from '../config.ts';
import { gateSandbox } from './sandbox.ts';

/** The activity supplier of this server (issue #18): the sandbox's places in the database, shared by every instance. */
export function createActivitySupplier(config: Config, db: Database): ActivitySupplier {
  // Sandbox inventory: refused in production without ALLOW_SANDBOX (decision 0078).
  return gateSandbox(createSandboxActivitySupplier({ units: createDbUnitStore(db), holdMinutes: config.HOLD_MINUTES }), config, 'activity');
}
