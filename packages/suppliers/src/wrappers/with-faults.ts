import { createRng } from '../prng.ts';
import { canceled, fail } from '../result.ts';
import type { SupplierError } from '../result.ts';
import type { InventorySupplier, SupplierMethod } from '../supplier.ts';
import { withTimeout } from './with-timeout.ts';
import { sleep, wrapSupplier } from './wrap-supplier.ts';

export interface FaultOptions {
  /** Latency added before every call (or per method), in ms. The caller's abort cuts it short. */
  delayMs?: number | Partial<Record<SupplierMethod, number>>;
  /** Methods that always fail. */
  failMethods?: readonly SupplierMethod[];
  /** The first N calls (all methods counted together) fail, then the supplier recovers: for retries. */
  failFirst?: number;
  /**
   * Share of the other calls that fail, 0–1. Which ones is drawn from a generator seeded with
   * `seed`, so the same sequence of calls fails the same way every run.
   */
  errorRate?: number;
  seed?: string | number;
  /** Methods that never answer until their signal aborts: what a hung upstream looks like. */
  hangMethods?: readonly SupplierMethod[];
  /** Put the faulty supplier behind withTimeout(…, timeoutMs). */
  timeoutMs?: number;
  /** What failing calls answer. */
  error?: SupplierError;
}

export const DEFAULT_FAULT: SupplierError = { message: 'Supplier unavailable', retryable: true };

/** A supplier that misbehaves on purpose, deterministically, for tests and demos. */
export function withFaults(supplier: InventorySupplier, options: FaultOptions): InventorySupplier {
  const rng = createRng('faults', options.seed ?? 1);
  const error = options.error ?? DEFAULT_FAULT;
  let calls = 0;
  const delayFor = (method: SupplierMethod) => (typeof options.delayMs === 'number' ? options.delayMs : (options.delayMs?.[method] ?? 0));
  const faulty = wrapSupplier(supplier, async (method, signal, proceed) => {
    calls += 1;
    // Decided when the call starts, so timing never changes which calls fail.
    const draw = rng.next();
    const fails = options.failMethods?.includes(method) === true || calls <= (options.failFirst ?? 0) || draw < (options.errorRate ?? 0);
    const delay = delayFor(method);
    if (delay > 0 && !(await sleep(delay, signal))) return canceled();
    if (options.hangMethods?.includes(method)) {
      await new Promise<void>((resolve) => {
        if (signal?.aborted) resolve();
        signal?.addEventListener('abort', () => resolve(), { once: true });
      });
      return canceled();
    }
    if (signal?.aborted) return canceled();
    return fails ? fail(error.message, error.retryable) : proceed(signal);
  });
  return options.timeoutMs === undefined ? faulty : withTimeout(faulty, options.timeoutMs);
}
