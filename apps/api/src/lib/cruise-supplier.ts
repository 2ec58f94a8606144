import { createDbUnitStore, type Database } from '@tripfront/db';
import { createSandboxCruiseSupplier, type CruiseSupplier } from '@tripfront/suppliers';
import type { Config } from '../config.ts';
import { gateSandbox } from './sandbox.ts';

/** The cruise supplier of this server (issue #19): the sandbox's cabins in the database, shared by every instance. */
export function createCruiseSupplier(config: Config, db: Database): CruiseSupplier {
  // Sandbox inventory: refused in production without ALLOW_SANDBOX (decision 0078).
  return gateSandbox(createSandboxCruiseSupplier({ units: createDbUnitStore(db), holdMinutes: config.HOLD_MINUTES }), config, 'cruise');
}
