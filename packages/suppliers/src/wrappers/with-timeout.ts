import { canceled, fail, timedOut, UNEXPECTED_MESSAGE } from '../result.ts';
import type { InventorySupplier } from '../supplier.ts';
import { wrapSupplier } from './wrap-supplier.ts';
import type { AnyResult } from './wrap-supplier.ts';

/**
 * Gives every call at most `ms`: a slower call answers { ok: false, error: { message: 'Supplier
 * timed out', retryable: true } } and its work is aborted. A caller's abort answers 'Request was
 * canceled' at once, and is passed on to the supplier.
 */
export function withTimeout(supplier: InventorySupplier, ms: number): InventorySupplier {
  if (!(ms > 0)) throw new RangeError(`A timeout must be positive, got ${ms}`);
  return wrapSupplier(
    supplier,
    (_method, signal, proceed) =>
      new Promise<AnyResult>((resolve) => {
        if (signal?.aborted) return resolve(canceled());
        const controller = new AbortController();
        let settled = false;
        const finish = (result: AnyResult) => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          signal?.removeEventListener('abort', onAbort);
          resolve(result);
        };
        const onAbort = () => {
          controller.abort(signal?.reason);
          finish(canceled());
        };
        const timer = setTimeout(() => {
          controller.abort(new Error('Supplier timed out'));
          finish(timedOut());
        }, ms);
        signal?.addEventListener('abort', onAbort, { once: true });
        proceed(controller.signal).then(finish, () => finish(fail(UNEXPECTED_MESSAGE, true)));
      }),
  );
}
