import { dealLinkHeaders } from './deal-link.ts';
import { sessionId } from './session-id.ts';

/**
 * An error answer of the API: `{ statusCode, error, message, field? }`, or a network failure
 * (status 0). `body` keeps the whole answer for the screens that read more of it (the booking API's
 * `code`, and PRICE_CHANGED's new `price`).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly field: string | undefined;
  readonly body: Readonly<Record<string, unknown>>;

  constructor(status: number, message: string, field?: string, body: Record<string, unknown> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.field = field;
    this.body = body;
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Extra headers, e.g. the booking's Idempotency-Key. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Sent even if the page unloads meanwhile (fetch's keepalive): for a request made as the page goes. */
  keepalive?: boolean;
  /**
   * A 401 normally means the session ended and sends the user to /logout (spec §4/§8). Calls where
   * 401 is an expected answer (who am I, the login form) opt out.
   */
  expectUnauthorized?: boolean;
}

let onUnauthorized: (() => void) | null = null;

/** How a request reaches the API: the browser's fetch, or on the server the renderer's own. */
export type ApiFetch = (path: string, init: RequestInit) => Promise<Response>;
let serverFetch: ApiFetch | null = null;

/** True while the server renders a page (its requests carry no browser session, nor a search journey). */
export const renderingOnServer = (): boolean => serverFetch !== null;

/**
 * The server's renderer (entry-server.tsx) answers the page's requests from inside the API, for
 * the agency and language of the page it renders, without a network round trip.
 */
export function setServerFetch(fetcher: ApiFetch | null): void {
  serverFetch = fetcher;
}

/** Registers what a 401 does; the app points it at the logout route. */
export function setUnauthorizedHandler(handler: (() => void) | null): void {
  onUnauthorized = handler;
}

let knownTimeZone: { zone: string; at: number } | null = null;

/** The browser's time zone for the spec §7 `timeZone` header, looked up once a minute at most rather than for every request. */
function timeZone(): string {
  const now = Date.now();
  if (knownTimeZone && now - knownTimeZone.at < 60_000) return knownTimeZone.zone;
  let zone = 'UTC';
  try {
    // Temporal answers without building a date format (~0.1 ms against 2-4 ms, or ~20 ms as the page's first Intl use).
    zone = (globalThis as { Temporal?: { Now: { timeZoneId(): string } } }).Temporal?.Now.timeZoneId() ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    // no Intl time zone support: UTC
  }
  knownTimeZone = { zone, at: now };
  return zone;
}

function headers(options: RequestOptions, hasBody: boolean): HeadersInit {
  return {
    Accept: 'application/json',
    'Accept-Language': (typeof document === 'undefined' ? '' : document.documentElement.lang) || 'en',
    ...(serverFetch ? {} : { 'x-session-id': sessionId(), ...dealLinkHeaders() }),
    timeZone: timeZone(),
    ...(hasBody ? { 'Content-Type': 'application/json' } : {}),
    ...options.headers,
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Same-origin JSON request with the headers of spec §7 and the cookie session: the one HTTP client of the page. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const hasBody = options.body !== undefined;
  let response: Response;
  try {
    response = await (serverFetch ?? fetch)(path, {
      method: options.method ?? 'GET',
      credentials: 'include',
      headers: headers(options, hasBody),
      body: hasBody ? JSON.stringify(options.body) : null,
      signal: options.signal ?? null,
      ...(options.keepalive ? { keepalive: true } : {}),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'Network request failed');
  }

  const text = await response.text();
  let payload: unknown = null;
  if (text !== '') {
    try {
      payload = JSON.parse(text);
    } catch {
      payload = null;
    }
  }

  if (!response.ok) {
    if (response.status === 401 && !options.expectUnauthorized) onUnauthorized?.();
    const message = isRecord(payload) && typeof payload.message === 'string' ? payload.message : response.statusText;
    const field = isRecord(payload) && typeof payload.field === 'string' ? payload.field : undefined;
    throw new ApiError(response.status, message, field, isRecord(payload) ? payload : {});
  }
  return payload as T;
}
