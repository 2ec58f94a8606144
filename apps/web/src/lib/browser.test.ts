import { afterEach, describe, expect, it, vi } from 'vitest';
import { LEAVING_WAIT_MS, beforeLeaving, leave } from './browser.ts';

describe('leave', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('navigates only once the registered tasks are done, and a failed task does not stop it', async () => {
    let finish: () => void = () => undefined;
    const slow = beforeLeaving(() => new Promise<void>((resolve) => (finish = resolve)));
    const failing = beforeLeaving(() => Promise.reject(new Error('offline')));
    const go = vi.fn();
    const left = leave(go);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(go).not.toHaveBeenCalled();
    finish();
    await left;
    expect(go).toHaveBeenCalledOnce();
    slow();
    failing();
  });

  it(`navigates after ${LEAVING_WAIT_MS} ms whatever a task still waits for`, async () => {
    vi.useFakeTimers();
    const stuck = beforeLeaving(() => new Promise<void>(() => undefined));
    const go = vi.fn();
    const left = leave(go);
    await vi.advanceTimersByTimeAsync(LEAVING_WAIT_MS - 1);
    expect(go).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await left;
    expect(go).toHaveBeenCalledOnce();
    stuck();
  });

  it('runs no task once it is unregistered', async () => {
    const task = vi.fn(() => Promise.resolve());
    beforeLeaving(task)();
    const go = vi.fn();
    await leave(go);
    expect(task).not.toHaveBeenCalled();
    expect(go).toHaveBeenCalledOnce();
  });
});
