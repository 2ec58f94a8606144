/**
 * Work that no request waits for (a visitor page checked or rendered again while its stale copy
 * is served), run one job at a time in the order it came, with a pause after each job as long as
 * the job took: background work gets at most half the event loop, and the requests served
 * meanwhile the rest, however many jobs wait (decision 0137). Past `maxQueued` waiting jobs a new
 * one is refused (`add` answers false): its caller keeps what it has and asks again later.
 */
export function createBackgroundQueue(maxQueued: number, now: () => number = () => performance.now()) {
  const waiting: Array<() => Promise<unknown>> = [];
  let running = false;
  const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
  const drain = async () => {
    running = true;
    for (let job = waiting.shift(); job; job = waiting.shift()) {
      const started = now();
      // A job's failure is its own (it handles or logs it): the queue goes on.
      await job().catch(() => undefined);
      await pause(Math.max(0, now() - started));
    }
    running = false;
  };
  return {
    /** Queues `job`; false when the queue is full and the job was not taken. */
    add(job: () => Promise<unknown>): boolean {
      if (waiting.length >= maxQueued) return false;
      waiting.push(job);
      if (!running) void drain();
      return true;
    },
    /** Jobs waiting, not counting the one running. */
    get size(): number {
      return waiting.length;
    },
  };
}
