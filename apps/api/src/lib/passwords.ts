import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { HttpError } from './http-errors.ts';

// argon2id (the library's default algorithm) with OWASP's second recommended profile:
// 19 MiB memory, 2 iterations, 1 lane.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Unbounded: for start-up work only (seeding). Requests go through a PasswordWorker. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

async function verifyUnbounded(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/** Verifying against this keeps the time of a login for an unknown email like a real one. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('not-a-real-password-0000');
  return dummyHash;
}

export interface PasswordWorkLimits {
  /** Hashes and verifications running at once (each holds ~19 MiB and a thread-pool thread). */
  maxInFlight: number;
  /** Requests waiting for a turn; beyond this they are answered 503 at once. */
  maxQueued: number;
}

/** Two per core running (the thread pool keeps the cores busy), eight per running slot waiting. */
export function defaultPasswordWorkLimits(cores = availableParallelism()): PasswordWorkLimits {
  const maxInFlight = Math.max(2, 2 * cores);
  return { maxInFlight, maxQueued: 8 * maxInFlight };
}

export const PASSWORD_BUSY = 'The server is busy checking passwords. Please try again in a few seconds.';
const BUSY_RETRY_AFTER_S = 2;

/**
 * Every hash and verification a request asks for, bounded: argon2id costs tens of milliseconds of
 * a core and 19 MiB each, so a burst of logins (issue #13: 300 at once ran 300 hashes, ~10 s of
 * both cores) would otherwise starve every other request. Past the queue the answer is 503 with
 * Retry-After, which costs nothing.
 */
export function createPasswordWorker(limits: PasswordWorkLimits = defaultPasswordWorkLimits()) {
  let running = 0;
  const waiting: (() => void)[] = [];
  const stats = { hashes: 0, verifications: 0, refused: 0, peakInFlight: 0 };

  async function turn<T>(work: () => Promise<T>): Promise<T> {
    if (running >= limits.maxInFlight) {
      if (waiting.length >= limits.maxQueued) {
        stats.refused++;
        throw new HttpError(503, PASSWORD_BUSY, { headers: { 'retry-after': String(BUSY_RETRY_AFTER_S) } });
      }
      // The slot is handed over by the finishing task (running stays counted), so none can jump the queue.
      await new Promise<void>((resolve) => waiting.push(resolve));
    } else {
      running++;
    }
    stats.peakInFlight = Math.max(stats.peakInFlight, running);
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  }

  return {
    hash(password: string): Promise<string> {
      return turn(() => {
        stats.hashes++;
        return hashPassword(password);
      });
    },
    /** False for a wrong password or a malformed stored hash. */
    verify(stored: string, password: string): Promise<boolean> {
      return turn(() => {
        stats.verifications++;
        return verifyUnbounded(stored, password);
      });
    },
    /** Against a fixed hash, for unknown accounts: the same cost and the same queue as a real check. */
    async verifyDummy(password: string): Promise<false> {
      const stored = await dummyPasswordHash();
      await turn(() => {
        stats.verifications++;
        return verifyUnbounded(stored, password);
      });
      return false;
    },
    /** Counts since start (tests and diagnostics). */
    stats: () => ({ ...stats, inFlight: running, queued: waiting.length }),
  };
}
export type PasswordWorker = ReturnType<typeof createPasswordWorker>;
