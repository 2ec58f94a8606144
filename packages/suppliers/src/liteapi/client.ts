import { canceled, fail, ok, timedOut, type SupplierResult } from '../result.ts';
import { retryAfterMs } from '../retry-after.ts';
import { IDEMPOTENT, rateLimitedMessage, resultForAnswer, UNAVAILABLE, type Operation } from './errors.ts';

// A small typed client for LiteAPI's REST v3.0 on Node's fetch (decision 0107): two base URLs (data
// and rates; prebook and bookings), the X-API-Key header, one deadline per call, bounded retries for
// reads only, and after a 429 no call reaches LiteAPI until the window resets. Never throws.

export const LITEAPI_API_URL = 'https://api.liteapi.travel/v3.0';
export const LITEAPI_BOOK_URL = 'https://book.liteapi.travel/v3.0';

/** Attempts a read gets in all (a server error or a dropped connection is tried again). */
const READ_ATTEMPTS = 3;
const RETRY_PAUSE_MS = 200;

export interface LiteClientOptions {
  apiKey: string;
  apiUrl: string;
  bookUrl: string;
  timeoutMs: number;
  clock: () => Date;
}

export interface LiteRequest {
  operation: Operation;
  /** 'api': data and rates (api.liteapi.travel); 'book': prebook and bookings (book.liteapi.travel). */
  host: 'api' | 'book';
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  query?: Record<string, string | number>;
  body?: unknown;
}

export type LiteCall = <T>(request: LiteRequest, signal?: AbortSignal) => Promise<SupplierResult<T>>;

/** A 2xx whose body carries an error and no data (LiteAPI's 'no availability found' on rates): the caller decides. */
export const hasOnlyError = (body: unknown): boolean =>
  typeof body === 'object' && body !== null && 'error' in body && !('data' in body && (body as { data?: unknown }).data != null);

export function createLiteClient(options: LiteClientOptions): LiteCall {
  let pausedUntil = 0;
  const now = () => options.clock().getTime();
  const urlOf = (request: LiteRequest) => {
    const url = new URL(`${request.host === 'api' ? options.apiUrl : options.bookUrl}`.replace(/\/$/, '') + request.path);
    for (const [k, v] of Object.entries(request.query ?? {})) url.searchParams.set(k, String(v));
    return url;
  };

  return async function send<T>(request: LiteRequest, signal?: AbortSignal): Promise<SupplierResult<T>> {
    if (signal?.aborted) return canceled();
    if (now() < pausedUntil) return fail(rateLimitedMessage(pausedUntil - now()), true);
    // One deadline for the call, its retries included; the caller's abort stops it at once.
    const controller = new AbortController();
    let timedOutNow = false;
    const timer = setTimeout(() => {
      timedOutNow = true;
      controller.abort();
    }, options.timeoutMs);
    const onAbort = () => controller.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const attempts = IDEMPOTENT.has(request.operation) ? READ_ATTEMPTS : 1;
    try {
      let last: SupplierResult<T> = fail(UNAVAILABLE, true);
      for (let attempt = 1; attempt <= attempts; attempt += 1) {
        if (attempt > 1) await pause(RETRY_PAUSE_MS * (attempt - 1), controller.signal);
        if (controller.signal.aborted) break;
        const answer = await once<T>(request, controller.signal);
        last = answer.result;
        if (!answer.again) return last;
      }
      if (timedOutNow) return timedOut();
      if (signal?.aborted) return canceled();
      return last;
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    }
  };

  /** One request; `again` when sending it again may help (a server error or no answer at all). */
  async function once<T>(request: LiteRequest, signal: AbortSignal): Promise<{ result: SupplierResult<T>; again: boolean }> {
    let response: Response;
    let body: unknown;
    try {
      response = await fetch(urlOf(request), {
        method: request.method,
        headers: {
          accept: 'application/json',
          'X-API-Key': options.apiKey,
          ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        signal,
      });
      const text = await response.text();
      body = text ? JSON.parse(text) : null;
    } catch {
      // A dropped connection, an abort or a body that is not JSON: nothing to read.
      return { result: fail(UNAVAILABLE, true), again: true };
    }
    const rateLimitMs = response.status === 429 ? retryAfterMs(response.headers, now()) : 0;
    if (rateLimitMs > 0) pausedUntil = Math.max(pausedUntil, now() + rateLimitMs);
    if (!response.ok || (hasOnlyError(body) && request.operation !== 'search')) {
      const result = resultForAnswer(response.status, body, { operation: request.operation, rateLimitMs, secrets: [options.apiKey] });
      return { result, again: response.status >= 500 };
    }
    return { result: ok(body as T), again: false };
  }
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}
