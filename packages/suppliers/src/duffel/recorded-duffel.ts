import { existsSync, readFileSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { startRecordedServer, type RecordedServer, type ScriptedAnswer } from '../testing/recorded-server.ts';

// Tests only: a local stand-in for api.duffel.com. Answers each request with the next recorded body
// (fixtures/*.json, shaped as Duffel's API reference; Stays' in duffel-stays/fixtures, which fall
// back on these for the errors every Duffel API shares) and records what the official client sent,
// so the real @duffel/api code runs end to end. Nothing leaves the machine.

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

const FLIGHT_FIXTURES = new URL('./fixtures/', import.meta.url);

/** A recorded body: from the first of `dirs` that has it (flights' fixtures by default). */
export function fixture<Name extends string = DuffelFixture>(name: Name, dirs: readonly URL[] = [FLIGHT_FIXTURES]): Record<string, unknown> {
  const file = dirs.map((dir) => new URL(`${name}.json`, dir)).find((url) => existsSync(url));
  if (!file) throw new Error(`No recorded Duffel answer named ${name}`);
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
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

/** `fixtureDirs`: where recorded bodies are looked up, in order (another product's first, then flights' shared errors). */
export async function startRecordedDuffel<Name extends string = DuffelFixture>(fixtureDirs: readonly URL[] = []): Promise<RecordedDuffel<Name>> {
  const dirs = [...fixtureDirs, FLIGHT_FIXTURES];
  const server = await startRecordedServer<Name | Record<string, unknown>, SeenRequest>({
    read: (url, req, raw) => ({
      method: req.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: req.headers,
      data: raw ? ((JSON.parse(raw) as { data?: Record<string, unknown> }).data ?? null) : null,
    }),
    render: (body) => (typeof body === 'string' ? fixture(body, dirs) : body),
    nothingScripted: (path) => ({ errors: [{ code: 'nothing_scripted', message: path }] }),
    headers: (n) => ({ 'x-request-id': `FZW0Recorded${n}`, 'ratelimit-limit': '120', 'ratelimit-remaining': '119' }),
  });
  return Object.assign(server, { apiUrl: server.url });
}
