import { ok } from '../result.ts';
import type { SupplierResult } from '../result.ts';
import { createSandboxSupplier } from '../sandbox/sandbox-supplier.ts';
import type { InventorySupplier } from '../supplier.ts';

/**
 * The sandbox with airlines() replaced by a call that takes `ms` to answer and records the
 * signal it was given, for wrapper tests.
 */
export function makeSlowSupplier(ms: number): InventorySupplier & { seen: (AbortSignal | undefined)[] } {
  const seen: (AbortSignal | undefined)[] = [];
  const base = createSandboxSupplier({ today: '2026-11-21' });
  return {
    ...base,
    seen,
    airlines: (signal) => {
      seen.push(signal);
      return new Promise<SupplierResult<[]>>((resolve) => setTimeout(() => resolve(ok([])), ms));
    },
  };
}
