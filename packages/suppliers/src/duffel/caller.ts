import type { Duffel } from '@duffel/api';
import { canceled, fail, timedOut, type SupplierResult } from '../result.ts';
import { retryAfterMs } from '../retry-after.ts';
import { FLIGHT_WORDS, resultForError, type ErrorWords, type Operation } from './errors.ts';

// One Duffel client per adapter (flights, Stays) and the rules every call to it follows: a
// SupplierResult, never a rejection; a timeout; an abort; and after a 429, no call until the
// rate-limit window resets.

export const DUFFEL_API_URL = 'https://api.duffel.com';

export interface DuffelCallerOptions {
  accessToken: string;
  apiUrl?: string | undefined;
  /** Milliseconds a search, offer or lookup may take. */
  timeoutMs: number;
  /** Milliseconds a booking or a cancellation may take. */
  bookTimeoutMs: number;
  clock: () => Date;
  words?: ErrorWords;
}

export interface DuffelCaller {
  /**
   * Runs one piece of Duffel work as a supplier call. The client takes no AbortSignal, so a timeout
   * or an abort stops the waiting, not the request: on book that is an unknown outcome (no code),
   * which the booking pipeline settles later by looking the booking up by our reference.
   */
  call<T>(
    operation: Operation,
    signal: AbortSignal | undefined,
    work: (d: Duffel) => Promise<SupplierResult<T>>,
    holdExpired?: boolean,
  ): Promise<SupplierResult<T>>;
  /**
   * Notes a successful answer's rate-limit headers: with none left in the window, calls pause until
   * it resets rather than spend a request on a certain 429.
   */
  counted<T extends { headers?: { get(name: string): string | null } }>(answer: T): T;
  /** Whether calls wait out a rate-limit window now: a failed read is not worth trying again then. */
  paused(): boolean;
}

export function createDuffelCaller(options: DuffelCallerOptions): DuffelCaller {
  const { clock } = options;
  const words = options.words ?? FLIGHT_WORDS;
  let client: Promise<Duffel> | null = null;
  let pausedUntil = 0;

  // The client is loaded on first use: importing @duffel/api replaces process.env with a copy that
  // sets npm_package_version, which a server that never uses Duffel should not pay for.
  const duffel = (): Promise<Duffel> => {
    if (!client) {
      client = import('@duffel/api').then(({ Duffel: Client }) => new Client({ token: options.accessToken, basePath: options.apiUrl ?? DUFFEL_API_URL }));
      client.catch(() => {
        client = null;
      });
    }
    return client;
  };

  return {
    call(operation, signal, work, holdExpired = false) {
      if (signal?.aborted) return Promise.resolve(canceled());
      const now = clock().getTime();
      if (now < pausedUntil) return Promise.resolve(fail(words.rateLimited(pausedUntil - now), true));
      return new Promise((resolve) => {
        let settled = false;
        const finish = (result: Awaited<ReturnType<typeof work>>) => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          signal?.removeEventListener('abort', onAbort);
          resolve(result);
        };
        const onAbort = () => finish(canceled());
        const slow = operation === 'book' || operation === 'cancel';
        const timer = setTimeout(() => finish(timedOut()), slow ? options.bookTimeoutMs : options.timeoutMs);
        signal?.addEventListener('abort', onAbort, { once: true });
        duffel()
          .then(work)
          .then(finish, (error: unknown) =>
            finish(
              resultForError(error, {
                operation,
                holdExpired,
                now: clock().getTime(),
                secrets: [options.accessToken],
                words,
                onRateLimited: (ms) => {
                  pausedUntil = Math.max(pausedUntil, clock().getTime() + ms);
                },
              }),
            ),
          );
      });
    },

    counted(answer) {
      if (answer.headers?.get('ratelimit-remaining')?.trim() === '0') {
        pausedUntil = Math.max(pausedUntil, clock().getTime() + retryAfterMs(answer.headers, clock().getTime()));
      }
      return answer;
    },

    paused: () => clock().getTime() < pausedUntil,
  };
}

/** What an adapter booked, by our reference, the latest `limit` kept: a repeated book answers at once. */
export function latestByReference<V>(limit = 1000): { get(reference: string): V | undefined; remember(reference: string, value: V): void } {
  const kept = new Map<string, V>();
  return {
    get: (reference) => kept.get(reference),
    remember(reference, value) {
      kept.delete(reference);
      kept.set(reference, value);
      if (kept.size > limit) kept.delete(kept.keys().next().value!);
    },
  };
}
