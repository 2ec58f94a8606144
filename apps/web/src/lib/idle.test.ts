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
});
