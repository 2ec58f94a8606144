import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CANCELED_MESSAGE, TIMED_OUT_MESSAGE, UNEXPECTED_MESSAGE } from '../result.ts';
import { createSandboxSupplier } from '../sandbox/sandbox-supplier.ts';
import type { InventorySupplier } from '../supplier.ts';
import { makeSlowSupplier } from './test-supplier.ts';
import { withTimeout } from './with-timeout.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('withTimeout', () => {
  it('passes answers that come in time through unchanged', async () => {
    const supplier = withTimeout(makeSlowSupplier(50), 100);
    const call = supplier.airlines();
    await vi.advanceTimersByTimeAsync(50);
    expect(await call).toEqual({ ok: true, value: [] });
    expect(await supplier.suggestAirports('cdg')).toMatchObject({ ok: true, value: [{ iata: 'CDG' }] });
  });

  it('answers "Supplier timed out" (retryable) for a slow call, and aborts its work', async () => {
    const slow = makeSlowSupplier(5_000);
    const call = withTimeout(slow, 100).airlines();
    await vi.advanceTimersByTimeAsync(100);
    expect(await call).toEqual({ ok: false, error: { message: TIMED_OUT_MESSAGE, retryable: true } });
    expect(slow.seen[0]?.aborted).toBe(true);
  });

  it('answers "Request was canceled" as soon as the caller aborts, and passes the abort on', async () => {
    const slow = makeSlowSupplier(5_000);
    const controller = new AbortController();
    const call = withTimeout(slow, 1_000).airlines(controller.signal);
    await vi.advanceTimersByTimeAsync(10);
    controller.abort();
    expect(await call).toEqual({ ok: false, error: { message: CANCELED_MESSAGE, retryable: false } });
    expect(slow.seen[0]?.aborted).toBe(true);
  });

  it('does not even start a call whose signal is already aborted', async () => {
    const slow = makeSlowSupplier(10);
    expect(await withTimeout(slow, 100).airlines(AbortSignal.abort())).toMatchObject({ ok: false, error: { message: CANCELED_MESSAGE } });
    expect(slow.seen).toEqual([]);
  });

  it('turns an adapter that throws or rejects into an error result', async () => {
    const broken: InventorySupplier = {
      ...createSandboxSupplier(),
      airlines: () => {
        throw new Error('bug');
      },
      cruiseShipLines: () => Promise.reject(new Error('bug')),
    };
    const supplier = withTimeout(broken, 100);
    expect(await supplier.airlines()).toEqual({ ok: false, error: { message: UNEXPECTED_MESSAGE, retryable: true } });
    expect(await supplier.cruiseShipLines()).toEqual({ ok: false, error: { message: UNEXPECTED_MESSAGE, retryable: true } });
  });

  it('refuses a timeout that is not positive', () => {
    expect(() => withTimeout(createSandboxSupplier(), 0)).toThrow(RangeError);
  });
});
