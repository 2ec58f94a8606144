import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './idle.ts';

describe('whenIdle', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('waits for the browser to be idle, with the timeout as the latest moment', () => {
    let idle: (() => void) | undefined;
    const requestIdleCallback = vi.fn((cb: () => void) => {
      idle = cb;
      return 7;
    });
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const task = vi.fn();
    whenIdle(task, 1500);
    expect(task).not.toHaveBeenCalled();
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 1500 });
    idle?.();
    expect(task).toHaveBeenCalledOnce();
  });

  it('falls back to a timer where requestIdleCallback is missing, and can be cancelled', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const ran = vi.fn();
    const cancelled = vi.fn();
    whenIdle(ran);
    const cancel = whenIdle(cancelled);
    cancel();
    vi.advanceTimersByTime(1000);
    expect(ran).toHaveBeenCalledOnce();
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('loads what a page needs next one loader per idle moment, each after the one before has arrived, past a failure', async () => {
    // A fresh copy of the module: web test files share one module graph (isolate: false), and
    // another file's page may have left its own warm-ups queued in this one.
    vi.resetModules();
    const { loadWhenIdle } = await import('./idle.ts');
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => idle.push(cb));
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    let arrive: (() => void) | undefined;
    const details = vi.fn(() => new Promise<void>((resolve) => (arrive = resolve)));
    const steps = vi.fn(() => Promise.reject(new Error('offline')));
    const checkout = vi.fn(() => Promise.resolve());
    loadWhenIdle(details, steps);
    loadWhenIdle(checkout);
    expect(idle).toHaveLength(1);
    idle.shift()!();
    expect(details).toHaveBeenCalledOnce();
    await Promise.resolve();
    expect(idle).toHaveLength(0); // the steps wait for the details to arrive
    arrive!();
    await vi.waitFor(() => expect(idle).toHaveLength(1));
    idle.shift()!();
    expect(steps).toHaveBeenCalledOnce();
    expect(checkout).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(idle).toHaveLength(1)); // the failed one does not stop the rest
    idle.shift()!();
    expect(checkout).toHaveBeenCalledOnce();
  });
});
