import { createDbUnitStore, type Database } from '@tripfront/db';
import { createSandboxCarSupplier, type CarSupplier } from '@tripfront/suppliers';
import type { Config } from '../config.ts';
import { gateSandbox } from './sandbox.ts';

/** The car rental supplier of this server (issue #18): the sandbox's fleet held in the database's unit store, shared by every instance. */
export function createCarSupplier(config: Config, db: Database): CarSupplier {
  // Sandbox inventory: refused in production without ALLOW_SANDBOX (decision 0078).
  return gateSandbox(createSandboxCarSupplier({ units: createDbUnitStore(db), holdMinutes: config.HOLD_MINUTES }), config, 'car');
}
