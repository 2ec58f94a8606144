import { afterEach, describe, expect, it, vi } from 'vitest';
import { CANCELED_MESSAGE, TIMED_OUT_MESSAGE } from '../result.ts';
import { createSandboxSupplier } from '../sandbox/sandbox-supplier.ts';
import type { InventorySupplier } from '../supplier.ts';
import { DEFAULT_FAULT, withFaults } from './with-faults.ts';

const sandbox = createSandboxSupplier({ today: '2026-11-21' });
const outcomes = async (supplier: InventorySupplier, n: number) => {
  const out: boolean[] = [];
  for (let i = 0; i < n; i += 1) out.push((await supplier.resortRegions()).ok);
  return out;
};

afterEach(() => vi.useRealTimers());

describe('withFaults', () => {
  it('fails the named methods every time and leaves the others alone', async () => {
    const supplier = withFaults(sandbox, { failMethods: ['hotelDeals', 'resortRegions'] });
    expect(await supplier.resortRegions()).toEqual({ ok: false, error: DEFAULT_FAULT });
    expect((await supplier.resortSubregions([1])).ok).toBe(true);
  });

  it('fails the first calls and then recovers, for retry logic', async () => {
    expect(await outcomes(withFaults(sandbox, { failFirst: 2 }), 4)).toEqual([false, false, true, true]);
  });

  it('fails a seeded share of calls, the same ones on every run', async () => {
    const run = () => outcomes(withFaults(sandbox, { errorRate: 0.3, seed: 'demo' }), 200);
    const first = await run();
    expect(await run()).toEqual(first);
    const failures = first.filter((okay) => !okay).length;
    expect(failures).toBeGreaterThan(35);
    expect(failures).toBeLessThan(85);
    expect(await outcomes(withFaults(sandbox, { errorRate: 0.3, seed: 'other' }), 200)).not.toEqual(first);
  });

  it('answers with the error it is given', async () => {
    const error = { message: 'Failed to fetch regions and subregions', retryable: false };
    expect(await withFaults(sandbox, { failMethods: ['resortRegions'], error }).resortRegions()).toEqual({ ok: false, error });
  });

  it('adds latency, which the caller can cut short', async () => {
    vi.useFakeTimers();
    const supplier = withFaults(sandbox, { delayMs: { resortRegions: 300 } });
    let done = false;
    const call = supplier.resortRegions().then((r) => ((done = true), r));
    await vi.advanceTimersByTimeAsync(299);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect((await call).ok).toBe(true);

    const controller = new AbortController();
    const cut = supplier.resortRegions(controller.signal);
    await vi.advanceTimersByTimeAsync(100);
    controller.abort();
    expect(await cut).toMatchObject({ ok: false, error: { message: CANCELED_MESSAGE } });
  });

  it('hangs a method until withTimeout gives up on it', async () => {
    vi.useFakeTimers();
    const call = withFaults(sandbox, { hangMethods: ['carCountries'], timeoutMs: 2_000 }).carCountries();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(await call).toEqual({ ok: false, error: { message: TIMED_OUT_MESSAGE, retryable: true } });
  });
});
