import { Worker, type ResourceLimits } from 'node:worker_threads';

// Work that must not run on the event loop, on a few worker threads with a time limit per job
// (decision 0074). Work that Node can already hand to libuv's threads (zlib, argon2) does not need
// this (decisions 0064, 0009); CPU-bound JavaScript such as jsdom and DOMPurify does.

/**
 * A worker's module speaks this: it posts `{ ready: true }` once loaded, then answers each
 * `{ id, input }` with `{ id, ok: true, value }` or `{ id, ok: false, error }`, one job at a time.
 */
export type WorkerReply = { ready: true } | { id: number; ok: true; value: unknown } | { id: number; ok: false; error: string };

export interface WorkerPoolOptions {
  /** The worker's module: plain JavaScript, found beside its caller (`new URL('./x.mjs', import.meta.url)`). */
  file: URL;
  /** The threads' name (in a heap snapshot, a profile, `--inspect`). */
  name: string;
  /** Threads at most, each started when a job finds none free. */
  size: number;
  /** Jobs waiting for a thread; past this run() throws WorkerPoolBusy at once. */
  maxQueued: number;
  /** A thread without a job for this long is stopped, and its memory given back. */
  idleMs: number;
  /** Heap limits per thread: a job that needs more ends its thread, not the process. */
  resourceLimits?: ResourceLimits;
}

/** The job ran past its time limit: its thread was stopped (and is replaced for the next job). */
export class WorkerTimeout extends Error {}
/** Every thread is busy and the queue is full. */
export class WorkerPoolBusy extends Error {}
/** The job threw, or its thread died (out of memory, a crash). */
export class WorkerFailed extends Error {}
/** A thread could not start (its module failed to load): a fault of the server, not of the job. */
export class WorkerStartFailed extends Error {}

interface Job {
  input: unknown;
  timeLimitMs: number;
  resolve: (answer: { value: unknown; ms: number }) => void;
  reject: (err: Error) => void;
}

interface Thread {
  worker: Worker;
  ready: boolean;
  job: (Job & { id: number; startedAt: number; timer: NodeJS.Timeout }) | null;
  idle: NodeJS.Timeout | undefined;
}

export interface WorkerPool<In, Out> {
  /**
   * Runs one job on a free thread (waiting for one if needed); its time limit counts from when a
   * thread takes it. Answers its value and the milliseconds it took on the thread.
   */
  run(input: In, timeLimitMs: number): Promise<{ value: Out; ms: number }>;
  /** Stops every thread; jobs still queued or running fail. */
  close(): Promise<void>;
  /** Counts since start (tests and diagnostics). */
  stats(): { threads: number; started: number; timedOut: number; refused: number; queued: number };
}

export function createWorkerPool<In, Out>(options: WorkerPoolOptions): WorkerPool<In, Out> {
  const threads = new Set<Thread>();
  const queue: Job[] = [];
  const counts = { started: 0, timedOut: 0, refused: 0 };
  let nextId = 0;
  let closed = false;

  function start(): void {
    const worker = new Worker(options.file, { name: options.name, ...(options.resourceLimits ? { resourceLimits: options.resourceLimits } : {}) });
    // Only a running job keeps the process alive (ref() in assign()).
    worker.unref();
    const thread: Thread = { worker, ready: false, job: null, idle: undefined };
    threads.add(thread);
    counts.started++;
    worker.on('message', (reply: WorkerReply) => {
      if ('ready' in reply) {
        thread.ready = true;
        dispatch();
        return;
      }
      const job = thread.job;
      if (!job || reply.id !== job.id) return;
      release(thread);
      if (reply.ok) job.resolve({ value: reply.value, ms: performance.now() - job.startedAt });
      else job.reject(new WorkerFailed(reply.error));
      dispatch();
    });
    const failed = (message: string) => (thread.ready ? new WorkerFailed(message) : new WorkerStartFailed(`${options.name} worker: ${message}`));
    worker.on('error', (err) => drop(thread, failed(err.message)));
    worker.on('exit', (code) => drop(thread, failed(`stopped (exit code ${code})`)));
  }

  /** A thread that failed or stopped: its job fails; one that never started fails the queue too (a new one would fail alike). */
  function drop(thread: Thread, err: Error): void {
    if (!threads.delete(thread)) return;
    clearTimeout(thread.idle);
    const job = thread.job;
    if (job) {
      clearTimeout(job.timer);
      job.reject(err);
    }
    if (!thread.ready) for (const waiting of queue.splice(0)) waiting.reject(err);
    void thread.worker.terminate();
    dispatch();
  }

  function release(thread: Thread): void {
    clearTimeout(thread.job?.timer);
    thread.job = null;
    thread.worker.unref();
    thread.idle = setTimeout(() => {
      threads.delete(thread);
      void thread.worker.terminate();
    }, options.idleMs);
    thread.idle.unref();
  }

  function assign(thread: Thread, job: Job): void {
    clearTimeout(thread.idle);
    const id = ++nextId;
    const timer = setTimeout(() => {
      // The thread may be deep in a parse that never yields: only stopping it ends the work.
      counts.timedOut++;
      threads.delete(thread);
      thread.job = null;
      void thread.worker.terminate();
      job.reject(new WorkerTimeout(`The job took more than ${job.timeLimitMs} ms.`));
      dispatch();
    }, job.timeLimitMs);
    timer.unref();
    thread.job = { ...job, id, startedAt: performance.now(), timer };
    thread.worker.ref();
    thread.worker.postMessage({ id, input: job.input });
  }

  function dispatch(): void {
    if (closed) return;
    for (const thread of threads) {
      if (queue.length === 0) return;
      if (thread.ready && !thread.job) assign(thread, queue.shift()!);
    }
    const starting = [...threads].filter((t) => !t.ready).length;
    for (let k = starting; k < queue.length && threads.size < options.size; k++) start();
  }

  return {
    run(input, timeLimitMs) {
      if (closed) return Promise.reject(new WorkerFailed('The worker pool is closed.'));
      if (queue.length >= options.maxQueued) {
        counts.refused++;
        return Promise.reject(new WorkerPoolBusy('Every worker is busy.'));
      }
      return new Promise((resolve, reject) => {
        queue.push({ input, timeLimitMs, resolve: resolve as Job['resolve'], reject });
        dispatch();
      });
    },
    async close() {
      closed = true;
      const err = new WorkerFailed('The worker pool is closed.');
      for (const waiting of queue.splice(0)) waiting.reject(err);
      const all = [...threads];
      threads.clear();
      for (const thread of all) {
        clearTimeout(thread.idle);
        if (thread.job) {
          clearTimeout(thread.job.timer);
          thread.job.reject(err);
        }
      }
      await Promise.all(all.map((thread) => thread.worker.terminate()));
    },
    stats: () => ({ threads: threads.size, ...counts, queued: queue.length }),
  };
}
