import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBackgroundQueue } from './background-queue.ts';

// The visitor pages' background checks (decision 0137): one at a time, at most half the time.

/** A job that runs until `finish()` is called, and says when it started. */
function blockingJob() {
  let finish = () => {};
  const state = { started: false, done: new Promise<void>((resolve) => (finish = resolve)) };
  return {
    state,
    finish: () => finish(),
    job: async () => {
      state.started = true;
      await state.done;
    },
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('background queue', () => {
  it('runs one job at a time, in the order they came', async () => {
    vi.useFakeTimers();
    const queue = createBackgroundQueue(10, () => 0);
    const first = blockingJob();
    const second = blockingJob();
    queue.add(first.job);
    queue.add(second.job);
    await vi.advanceTimersByTimeAsync(100);
    expect([first.state.started, second.state.started]).toEqual([true, false]);
    first.finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(second.state.started).toBe(true);
  });

  it('pauses after a job as long as the job took, so requests keep at least half the time', async () => {
    vi.useFakeTimers();
    let clock = 0;
    const queue = createBackgroundQueue(10, () => clock);
    const next = blockingJob();
    queue.add(async () => {
      clock += 40; // a 40 ms render
    });
    queue.add(next.job);
    await vi.advanceTimersByTimeAsync(39);
    expect(next.state.started).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(next.state.started).toBe(true);
  });

  it('refuses a job past the jobs it may hold waiting, and takes jobs again once there is room', async () => {
    vi.useFakeTimers();
    const queue = createBackgroundQueue(2, () => 0);
    const running = blockingJob();
    expect(queue.add(running.job)).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(queue.add(async () => {})).toBe(true);
    expect(queue.add(async () => {})).toBe(true);
    expect(queue.add(async () => {})).toBe(false);
    expect(queue.size).toBe(2);
    running.finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(queue.add(async () => {})).toBe(true);
  });

  it('goes on after a job that failed', async () => {
    vi.useFakeTimers();
    const queue = createBackgroundQueue(10, () => 0);
    const after = blockingJob();
    queue.add(() => Promise.reject(new Error('render failed')));
    queue.add(after.job);
    await vi.advanceTimersByTimeAsync(0);
    expect(after.state.started).toBe(true);
  });
});
