import { existsSync, readFileSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import type { FlightPassenger } from '@tripfront/domain/booking/flight-api';
import type { FlightQuery } from '../flight-booking.ts';
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

/** The search `offer-request-round-trip` answers: LHR⇄JFK for 2 adults, a child and an infant. */
export const ROUND_TRIP_QUERY: FlightQuery = {
  slices: [
    { origin: 'LHR', destination: 'JFK', departureDate: '2027-01-10' },
    { origin: 'JFK', destination: 'LHR', departureDate: '2027-01-17' },
  ],
  passengers: { adults: 2, children: 1, infants: 1 },
  cabin: 'economy',
};

const usPassport = (number: string, expiry: string) => ({ number, expiry, issuingCountry: 'US' });
/** That party as on their travel documents, in the recorded offer's passenger order. */
export const ROUND_TRIP_PASSENGERS: FlightPassenger[] = [
  {
    type: 'adult',
    givenName: 'Amelia',
    familyName: 'Earhart',
    birthDate: '1987-07-24',
    gender: 'female',
    nationality: 'US',
    document: usPassport('X1234567', '2031-04-02'),
  },
  {
    type: 'adult',
    givenName: 'George',
    familyName: 'Putnam',
    birthDate: '1985-09-07',
    gender: 'male',
    nationality: 'US',
    document: usPassport('Y7654321', '2030-01-01'),
  },
  {
    type: 'child',
    givenName: 'Ada',
    familyName: 'Putnam',
    birthDate: '2019-05-02',
    gender: 'female',
    nationality: 'US',
    document: usPassport('Z1112223', '2029-06-30'),
  },
  {
    type: 'infant',
    givenName: 'Tom',
    familyName: 'Putnam',
    birthDate: '2025-11-20',
    gender: 'male',
    nationality: 'US',
    document: usPassport('W9998887', '2030-11-20'),
  },
];
