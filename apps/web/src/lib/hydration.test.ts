import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToBrowser } from './hydration.ts';

describe('yieldToBrowser', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lets work the browser already has queued run before the caller goes on', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('queued task'), 0);
    await yieldToBrowser();
    order.push('caller');
    expect(order).toEqual(['queued task', 'caller']);
  });

  it("uses the browser's scheduler.yield() where there is one", async () => {
    const yieldSpy = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldSpy });
    await yieldToBrowser();
    expect(yieldSpy).toHaveBeenCalledTimes(1);
  });
});
