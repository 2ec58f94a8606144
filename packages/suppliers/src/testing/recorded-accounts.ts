import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fixture as duffelFixture } from '../duffel/recorded-duffel.ts';
import { fixture as liteFixture } from '../liteapi/recorded-liteapi.ts';
import { recordedCars } from './recorded-cars.ts';
import { recordedFlights } from './recorded-flights.ts';

// Tests only (API tests, the end-to-end server, the benchmark): one local stand-in for the real
// suppliers an agency's accounts call, answering by method and path with the recorded bodies
// (duffel-stays/fixtures, duffel/fixtures, Duffel Cars' in recorded-cars.ts: Duffel's API reference shapes), so a whole journey (test
// connection, search, details, hold, book, cancel) runs through the official client with nothing
// leaving the machine. Unlike the queued recorded servers of the adapter tests, the order of the
// calls does not matter. A booking answers with the client reference it was made with, and a
// booking cancelled here reads cancelled afterwards.
//
// LiteAPI (liteapi/fixtures) answers under /liteapi/api/v3.0 and /liteapi/book/v3.0. Its first
// Lisbon hotel (lp3a5f1) is presented as the property Duffel lists as Casa do Rio Lisboa (same
// name, 40 m away), so an agency with both accounts sees one property offered by both.

const STAYS = [new URL('../duffel-stays/fixtures/', import.meta.url)];

export interface SeenCall {
  method: string;
  path: string;
  /** The key the call carried (Duffel's Authorization bearer token, LiteAPI's X-API-Key): which account's key was used. */
  token: string;
}

/** `PUT <duffelUrl>/__control/latency?ms=N`: what setLatency does, for a caller in another process. */
export const LATENCY_CONTROL = '/__control/latency';

export interface RecordedAccounts {
  /** The Duffel API root to configure (DUFFEL_API_URL). */
  duffelUrl: string;
  /** LiteAPI's data and rates root (LITEAPI_API_URL) and its booking root (LITEAPI_BOOK_URL). */
  liteApiUrl: string;
  liteBookUrl: string;
  /** Every call so far. */
  seen: SeenCall[];
  /** Milliseconds every answer waits (a realistic supplier's latency; 0 by default). */
  setLatency(ms: number): void;
  close(): Promise<void>;
}

const clone = <T>(value: T): T => structuredClone(value);

/** The recorded booking as Duffel answers it for our reference, cancelled or not. */
function bookingOf(id: string, clientReference: string, holdId: string, cancelled: boolean) {
  const { data } = clone(duffelFixture(cancelled ? 'booking-cancelled' : 'booking', STAYS)) as { data: Record<string, unknown> };
  return { data: { ...data, id, metadata: { client_reference: clientReference, hold_id: holdId } } };
}

/** Casa do Rio Lisboa as Duffel places it, and LiteAPI's twin of it 40 m away. */
const RIO = { name: 'Casa do Rio Lisboa', latitude: 38.7074, longitude: -9.1452 };

/** LiteAPI's lp3a5f1 as the twin of Duffel's Casa do Rio Lisboa (in its list, details and rates). */
function asRio(body: Record<string, unknown>): Record<string, unknown> {
  const copy = clone(body) as { data?: unknown };
  const rename = (h: Record<string, unknown>) => {
    if (h.id !== 'lp3a5f1' && h.hotelId !== 'lp3a5f1') return;
    if ('name' in h) h.name = RIO.name;
    if ('latitude' in h) Object.assign(h, { latitude: RIO.latitude, longitude: RIO.longitude });
    if (h.location && typeof h.location === 'object') Object.assign(h.location, { latitude: RIO.latitude, longitude: RIO.longitude });
  };
  if (Array.isArray(copy.data)) for (const h of copy.data as Record<string, unknown>[]) rename(h);
  else if (copy.data && typeof copy.data === 'object') rename(copy.data as Record<string, unknown>);
  return copy as Record<string, unknown>;
}

/** LiteAPI's answers by method and path (below /liteapi/api/v3.0 or /liteapi/book/v3.0). */
function liteAnswer(
  method: string,
  path: string,
  url: URL,
  body: Record<string, unknown> | null,
  made: Map<string, { clientReference: string; cancelled: boolean }>,
) {
  if (method === 'GET' && path === '/api/v3.0/data/currencies')
    return { status: 200, body: { data: [{ code: 'EUR', currency: 'Euro', countries: ['Portugal'] }] } };
  if (method === 'POST' && path === '/api/v3.0/hotels/rates')
    return { status: 200, body: asRio(liteFixture(body && 'hotelIds' in body ? 'rates-hotel' : 'rates-by-location')) };
  if (method === 'GET' && path === '/api/v3.0/data/hotels') return { status: 200, body: asRio(liteFixture('hotels-by-location')) };
  if (method === 'GET' && path === '/api/v3.0/data/hotel') return { status: 200, body: asRio(liteFixture('hotel')) };
  if (method === 'POST' && path === '/book/v3.0/rates/prebook') return { status: 200, body: liteFixture('prebook') };
  if (method === 'POST' && path === '/book/v3.0/rates/book') {
    const clientReference = String(body?.clientReference ?? '');
    const booked = liteFixture('book') as { data: Record<string, unknown> };
    const bookingId = `Bk${String(made.size + 1).padStart(7, '0')}`;
    made.set(bookingId, { clientReference, cancelled: false });
    return { status: 200, body: { ...booked, data: { ...booked.data, bookingId, clientReference } } };
  }
  if (method === 'GET' && path === '/book/v3.0/bookings') {
    const found = [...made].find(([, b]) => b.clientReference === url.searchParams.get('clientReference'));
    if (!found) return { status: 200, body: liteFixture('bookings-none') };
    const list = liteFixture('bookings-by-reference') as { data: Record<string, unknown>[] };
    return { status: 200, body: { ...list, data: list.data.map((b) => ({ ...b, bookingId: found[0], clientReference: found[1].clientReference })) } };
  }
  const one = /^\/book\/v3\.0\/bookings\/(\w+)$/.exec(path);
  const known = one ? made.get(one[1]!) : undefined;
  if (one && known) {
    if (method === 'PUT') known.cancelled = true;
    const answer = liteFixture(method === 'PUT' ? 'cancel' : 'booking') as { data: Record<string, unknown> };
    return { status: 200, body: { ...answer, data: { ...answer.data, bookingId: one[1], clientReference: known.clientReference } } };
  }
  return { status: 404, body: liteFixture('error-not-found') };
}

function parseJson(raw: string): Record<string, unknown> | null {
  try {
    return raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export async function startRecordedAccounts(): Promise<RecordedAccounts> {
  const seen: SeenCall[] = [];
  let latency = 0;
  /** Bookings made here: Duffel's id to our reference and whether it was cancelled. */
  const bookings = new Map<string, { clientReference: string; holdId: string; cancelled: boolean }>();
  const liteBookings = new Map<string, { clientReference: string; cancelled: boolean }>();
  const flights = recordedFlights();
  const cars = recordedCars();

  function answer(method: string, path: string, body: { data?: Record<string, unknown> } | null): { status: number; body: unknown } {
    const flight = flights(method, path, body);
    if (flight) return flight;
    const car = cars(method, path, body);
    if (car) return car;
    if (method === 'GET' && path === '/air/airlines')
      return {
        status: 200,
        body: { data: [{ id: 'arl_00009VME7DAGiJjwomhv32', name: 'British Airways', iata_code: 'BA' }], meta: { limit: 1, after: null, before: null } },
      };
    if (method === 'POST' && path === '/stays/search') return { status: 200, body: duffelFixture('search', STAYS) };
    if (method === 'POST' && /^\/stays\/search_results\/[\w]+\/actions\/fetch_all_rates$/.test(path))
      return { status: 200, body: duffelFixture('search-result-rates', STAYS) };
    if (method === 'POST' && path === '/stays/quotes') return { status: 201, body: duffelFixture('quote', STAYS) };
    if (method === 'POST' && path === '/stays/bookings') {
      const metadata = (body?.data?.metadata ?? {}) as { client_reference?: string; hold_id?: string };
      const made = { clientReference: metadata.client_reference ?? '', holdId: metadata.hold_id ?? '', cancelled: false };
      const id = `bok_0000Recorded${String(bookings.size + 1).padStart(4, '0')}`;
      bookings.set(id, made);
      return { status: 201, body: bookingOf(id, made.clientReference, made.holdId, false) };
    }
    if (method === 'GET' && path === '/stays/bookings') {
      const all = [...bookings].map(([id, b]) => bookingOf(id, b.clientReference, b.holdId, b.cancelled).data);
      return { status: 200, body: { data: all, meta: { limit: 200, after: null, before: null } } };
    }
    const one = /^\/stays\/bookings\/(\w+)(\/actions\/cancel)?$/.exec(path);
    const known = one ? bookings.get(one[1]!) : undefined;
    if (one && known) {
      if (one[2] && method === 'POST') known.cancelled = true;
      return { status: 200, body: bookingOf(one[1]!, known.clientReference, known.holdId, known.cancelled) };
    }
    return { status: 404, body: duffelFixture('error-not-found') };
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      // A test in another process than the one that started this stand-in sets its latency here.
      if (req.method === 'PUT' && url.pathname === LATENCY_CONTROL) {
        latency = Math.max(0, Number(url.searchParams.get('ms')) || 0);
        res.writeHead(204).end();
        return;
      }
      const raw = Buffer.concat(chunks).toString('utf8');
      const token = String(req.headers.authorization ?? req.headers['x-api-key'] ?? '').replace(/^Bearer /, '');
      seen.push({ method: req.method ?? 'GET', path: url.pathname, token });
      const parsed = parseJson(raw);
      const method = req.method ?? 'GET';
      const { status, body } = url.pathname.startsWith('/liteapi/')
        ? liteAnswer(method, url.pathname.slice('/liteapi'.length), url, parsed, liteBookings)
        : answer(method, url.pathname, parsed as { data?: Record<string, unknown> } | null);
      setTimeout(() => {
        res.writeHead(status, { 'content-type': 'application/json', 'x-request-id': `FZW0Accounts${seen.length}` }).end(JSON.stringify(body));
      }, latency);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    duffelUrl: `http://127.0.0.1:${port}`,
    liteApiUrl: `http://127.0.0.1:${port}/liteapi/api/v3.0`,
    liteBookUrl: `http://127.0.0.1:${port}/liteapi/book/v3.0`,
    seen,
    setLatency: (ms) => void (latency = ms),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
