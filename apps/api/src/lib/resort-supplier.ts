import { createDbUnitStore, type Database } from '@tripfront/db';
import { createSandboxResortSupplier, type ResortSupplier } from '@tripfront/suppliers';
import type { Config } from '../config.ts';
import { gateSandbox } from './sandbox.ts';

/** The resort supplier of this server (issue #19): the sandbox's rooms held in the database, shared by every instance. */
export function createResortSupplier(config: Config, db: Database): ResortSupplier {
  // Sandbox inventory: refused in production without ALLOW_SANDBOX (decision 0078).
  return gateSandbox(createSandboxResortSupplier({ units: createDbUnitStore(db), holdMinutes: config.HOLD_MINUTES }), config, 'resort');
}
