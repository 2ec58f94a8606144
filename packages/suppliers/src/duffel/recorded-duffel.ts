import { readFileSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { startRecordedServer, type RecordedServer, type ScriptedAnswer } from '../testing/recorded-server.ts';

// Tests only: a local stand-in for api.duffel.com. Answers each request with the next recorded body
// (fixtures/*.json, shaped as Duffel's API reference) and records what the official client sent, so
// the real @duffel/api code runs end to end. Nothing leaves the machine.

export type DuffelFixture =
  | 'offer-request-round-trip'
  | 'offer'
  | 'offer-repriced'
  | 'order'
  | 'orders-page-1'
  | 'orders-page-2'
  | 'order-cancellation-created'
  | 'order-cancellation-confirmed'
  | 'error-offer-no-longer-available'
  | 'error-offer-expired'
  | 'error-price-changed'
  | 'error-validation'
  | 'error-rate-limit'
  | 'error-internal'
  | 'error-unavailable'
  | 'error-already-booked'
  | 'error-not-found';

/** The flights' recorded answers; another product passes its own folder of fixtures. */
const FLIGHT_FIXTURES = new URL('./fixtures/', import.meta.url);

export function fixture<Name extends string = DuffelFixture>(name: Name, folder: URL = FLIGHT_FIXTURES): Record<string, unknown> {
  return JSON.parse(readFileSync(new URL(`${name}.json`, folder), 'utf8')) as Record<string, unknown>;
}

export type Scripted<Name extends string = DuffelFixture> = ScriptedAnswer<Name | Record<string, unknown>>;

export interface SeenRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  /** The JSON body's `data`, when there was one. */
  data: Record<string, unknown> | null;
}

export interface RecordedDuffel<Name extends string = DuffelFixture> extends Omit<RecordedServer<Name | Record<string, unknown>, SeenRequest>, 'url'> {
  /** `http://127.0.0.1:<port>`: the API URL to give the adapter. */
  apiUrl: string;
}

/** A local Duffel answering with the fixtures of `folder` (a URL ending in '/'; the flights' by default). */
export async function startRecordedDuffel<Name extends string = DuffelFixture>(folder: URL = FLIGHT_FIXTURES): Promise<RecordedDuffel<Name>> {
  const server = await startRecordedServer<Name | Record<string, unknown>, SeenRequest>({
    read: (url, req, raw) => ({
      method: req.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: req.headers,
      data: raw ? ((JSON.parse(raw) as { data?: Record<string, unknown> }).data ?? null) : null,
    }),
    render: (body) => (typeof body === 'string' ? fixture(body, folder) : body),
    nothingScripted: (path) => ({ errors: [{ code: 'nothing_scripted', message: path }] }),
    headers: (n) => ({ 'x-request-id': `FZW0Recorded${n}`, 'ratelimit-limit': '120', 'ratelimit-remaining': '119' }),
  });
  return Object.assign(server, { apiUrl: server.url });
}
