import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { createWorkerPool, WorkerFailed, WorkerPoolBusy, WorkerStartFailed, WorkerTimeout, type WorkerPool } from './worker-pool.ts';

// A worker that spins for `input.spin` ms (as jsdom would on deep content, never yielding), then
// answers `input.value`; `input.fail` makes it throw.
const SOURCE = `
import { parentPort } from 'node:worker_threads';
parentPort.on('message', ({ id, input }) => {
  const until = Date.now() + (input.spin ?? 0);
  while (Date.now() < until);
  if (input.fail) parentPort.postMessage({ id, ok: false, error: input.fail });
  else parentPort.postMessage({ id, ok: true, value: input.value });
});
parentPort.postMessage({ ready: true });
`;
const dir = mkdtempSync(path.join(tmpdir(), 'tf-pool-'));
const file = path.join(dir, 'spin.mjs');
writeFileSync(file, SOURCE);

type Input = { spin?: number; value?: string; fail?: string };
let pool: WorkerPool<Input, string> | undefined;
const open = (size = 1, maxQueued = 1) => (pool = createWorkerPool<Input, string>({ file: pathToFileURL(file), name: 'test', size, maxQueued, idleMs: 1_000 }));
afterEach(() => pool?.close());

describe('createWorkerPool', () => {
  it('answers each job with its value and its time on the thread', async () => {
    const p = open(2, 4);
    const answers = await Promise.all([p.run({ value: 'a' }, 5_000), p.run({ value: 'b', spin: 30 }, 5_000)]);
    expect(answers.map((a) => a.value)).toEqual(['a', 'b']);
    expect(answers[1]!.ms).toBeGreaterThanOrEqual(25);
    expect(p.stats()).toMatchObject({ threads: 2, started: 2, timedOut: 0 });
  });

  it('stops a job past its time limit and starts a new thread for the next one', async () => {
    const p = open();
    await expect(p.run({ spin: 60_000 }, 100)).rejects.toBeInstanceOf(WorkerTimeout);
    expect(p.stats()).toMatchObject({ threads: 0, timedOut: 1 });
    await expect(p.run({ value: 'after' }, 5_000)).resolves.toMatchObject({ value: 'after' });
    expect(p.stats().started).toBe(2);
  });

  it('refuses a job when every thread is busy and the queue is full', async () => {
    const p = open(1, 1);
    // A job waiting for its thread to start is queued too: the thread is up first here.
    await p.run({ value: 'started' }, 5_000);
    const running = p.run({ spin: 300, value: 'first' }, 5_000);
    const queued = p.run({ value: 'second' }, 5_000);
    await expect(p.run({ value: 'third' }, 5_000)).rejects.toBeInstanceOf(WorkerPoolBusy);
    expect((await running).value).toBe('first');
    expect((await queued).value).toBe('second');
    expect(p.stats().refused).toBe(1);
  });

  it("passes on a job's own failure, and a module that cannot load as a start failure", async () => {
    const p = open();
    await expect(p.run({ fail: 'no good' }, 5_000)).rejects.toEqual(new WorkerFailed('no good'));
    const broken = createWorkerPool<Input, string>({
      file: pathToFileURL(path.join(dir, 'missing.mjs')),
      name: 'broken',
      size: 1,
      maxQueued: 4,
      idleMs: 1_000,
    });
    await expect(broken.run({}, 5_000)).rejects.toBeInstanceOf(WorkerStartFailed);
    await broken.close();
  });

  it('fails what is running or waiting when closed', async () => {
    const p = open(1, 2);
    const outcomes = Promise.allSettled([p.run({ spin: 60_000 }, 60_000), p.run({ value: 'never' }, 60_000)]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await p.close();
    for (const outcome of await outcomes) {
      expect(outcome.status).toBe('rejected');
      expect((outcome as PromiseRejectedResult).reason).toBeInstanceOf(WorkerFailed);
    }
  });
});
