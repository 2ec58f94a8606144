import { fixture } from '../duffel/recorded-duffel.ts';

// Tests only: Duffel Cars' answers for the recorded accounts (recorded-accounts.ts), by method and
// path, from duffel-cars/fixtures (Lisbon Airport, 28 March to 2 April 2027: a Hertz Golf and a
// Sixt Tesla paid at the counter, a prepaid Fiat 500). Any rate quotes as the Golf's recorded
// quote. A booking answers with the client reference it was made with, under an id of its own,
// and reads cancelled once cancelled here.

const CARS = [new URL('../duffel-cars/fixtures/', import.meta.url)];

export interface Answer {
  status: number;
  body: unknown;
}

/** The recorded booking under `id`, for our reference, cancelled or not. */
function bookingOf(id: string, clientReference: string, cancelled: boolean) {
  const { data } = structuredClone(fixture(cancelled ? 'booking-cancelled' : 'booking', CARS)) as { data: Record<string, unknown> };
  return { data: { ...data, id, metadata: { client_reference: clientReference } } };
}

/**
 * A Duffel Cars answerer with its own bookings: `answer(method, path, body)` answers a call below
 * /cars, or null for any other path (the caller answers those).
 */
export function recordedCars(): (method: string, path: string, body: { data?: Record<string, unknown> } | null) => Answer | null {
  const bookings = new Map<string, { clientReference: string; cancelled: boolean }>();
  return (method, path, body) => {
    if (!path.startsWith('/cars/')) return null;
    if (method === 'POST' && path === '/cars/search') return { status: 200, body: fixture('search', CARS) };
    if (method === 'POST' && path === '/cars/quotes') return { status: 201, body: fixture('quote', CARS) };
    if (method === 'POST' && path === '/cars/bookings') {
      const clientReference = String((body?.data?.metadata as { client_reference?: string } | undefined)?.client_reference ?? '');
      const id = `boo_0000Recorded${String(bookings.size + 1).padStart(4, '0')}`;
      bookings.set(id, { clientReference, cancelled: false });
      return { status: 201, body: bookingOf(id, clientReference, false) };
    }
    const one = /^\/cars\/bookings\/(\w+)(\/actions\/cancel)?$/.exec(path);
    const known = one ? bookings.get(one[1]!) : undefined;
    if (one && known) {
      if (one[2] && method === 'POST') known.cancelled = true;
      return { status: 200, body: bookingOf(one[1]!, known.clientReference, known.cancelled) };
    }
    return { status: 404, body: fixture('error-not-found') };
  };
}
