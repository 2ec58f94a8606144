import { fail, UNEXPECTED_MESSAGE } from '../result.ts';
import type { SupplierResult } from '../result.ts';
import { SIGNAL_ARGUMENT, SUPPLIER_METHODS } from '../supplier.ts';
import type { InventorySupplier, SupplierMethod } from '../supplier.ts';

export type AnyResult = SupplierResult<unknown>;
/** Calls the wrapped method with the arguments it was given, but `signal` in place of the caller's. */
export type Proceed = (signal: AbortSignal | undefined) => Promise<AnyResult>;
export type Around = (method: SupplierMethod, signal: AbortSignal | undefined, proceed: Proceed) => Promise<AnyResult>;

type AnyMethod = (...args: unknown[]) => Promise<AnyResult>;

/**
 * A supplier whose every method goes through `around`. Whatever the wrapped supplier does (throw,
 * reject), the wrapper answers a result: the contract callers rely on holds even for a buggy adapter.
 */
export function wrapSupplier(supplier: InventorySupplier, around: Around): InventorySupplier {
  const wrapped: Partial<Record<SupplierMethod, AnyMethod>> = {};
  for (const method of SUPPLIER_METHODS) {
    const at = SIGNAL_ARGUMENT[method];
    const original = supplier[method] as unknown as AnyMethod;
    wrapped[method] = async (...args: unknown[]) => {
      const given = args[at];
      const signal = given instanceof AbortSignal ? given : undefined;
      const proceed: Proceed = async (inner) => {
        const next = [...args];
        next[at] = inner;
        try {
          return await original.apply(supplier, next);
        } catch {
          return fail(UNEXPECTED_MESSAGE, true);
        }
      };
      try {
        return await around(method, signal, proceed);
      } catch {
        return fail(UNEXPECTED_MESSAGE, true);
      }
    };
  }
  return wrapped as unknown as InventorySupplier;
}

/** Waits `ms`; resolves false as soon as `signal` aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve(false);
    const onAbort = () => {
      clearTimeout(timer);
      resolve(false);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve(true);
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
