import { fixture } from '../duffel/recorded-duffel.ts';

// Tests only: Duffel's flight routes in the local stand-in for the real suppliers
// (recorded-accounts.ts), answering with the recorded bodies of duffel/fixtures in any order. A
// search answers the recorded round trip whatever was asked; an offer is looked up among its offers;
// an order is made for our client reference, listed with it and read cancelled once cancelled here.
// The recorded offers expire 30 minutes after they are answered, as Duffel's do, so they never
// go stale on the calendar.

type Body = { data?: Record<string, unknown> } | null;
export type Answer = { status: number; body: unknown };

const OFFER_MINUTES = 30;

interface MadeOrder {
  clientReference: string;
  offerId: string;
  /** The order cancellation quoted for it (ore_…), and whether it was confirmed. */
  cancellation: string | null;
  cancelledAt: string | null;
}

/** The recorded round trip's first departure, and how far ahead of today it is kept at least. */
const RECORDED_DEPARTURE = '2027-01-10';
const KEEP_AHEAD_DAYS = 60;
const DAY_MS = 86_400_000;
const TRAVEL_DATES = new Set(['departing_at', 'arriving_at', 'departure_date']);

/**
 * The recorded bodies with their travel dates moved by whole days, once the recorded departure
 * comes within 60 days: the flights stay in the future whatever day the tests run.
 */
export function onCalendar<T>(body: T, now = Date.now()): T {
  const shift = Math.max(0, Math.ceil((now + KEEP_AHEAD_DAYS * DAY_MS - Date.parse(`${RECORDED_DEPARTURE}T00:00:00Z`)) / DAY_MS));
  if (shift === 0) return body;
  const moved = (value: string) => {
    const day = new Date(Date.parse(`${value.slice(0, 10)}T00:00:00Z`) + shift * DAY_MS).toISOString().slice(0, 10);
    return `${day}${value.slice(10)}`;
  };
  const walk = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(walk);
    if (v === null || typeof v !== 'object') return v;
    return Object.fromEntries(
      Object.entries(v).map(([k, x]) => [k, TRAVEL_DATES.has(k) && typeof x === 'string' && /^\d{4}-\d{2}-\d{2}/.test(x) ? moved(x) : walk(x)]),
    );
  };
  return walk(body) as T;
}

const expiresSoon = () => new Date(Date.now() + OFFER_MINUTES * 60_000).toISOString();

/** The recorded search's offers, as answered now. */
function searched(): Record<string, unknown>[] {
  const { data } = fixture('offer-request-round-trip') as { data: { offers: Record<string, unknown>[] } };
  return data.offers.map((o) => ({ ...o, expires_at: expiresSoon() }));
}

/** One offer by id as answered now: `offer` (the first offer with its services) or another of the search's. */
function offerById(id: string): Record<string, unknown> | undefined {
  const single = (fixture('offer') as { data: Record<string, unknown> }).data;
  if (single.id === id) return { ...single, expires_at: expiresSoon() };
  return searched().find((o) => o.id === id);
}

/** Duffel's flight routes (below /air) for one stand-in: the answer to a call, or null for one it does not know. */
export function recordedFlights(): (method: string, path: string, body: Body) => Answer | null {
  const orders = new Map<string, MadeOrder>();
  const cancellations = new Map<string, string>();

  const orderOf = (id: string, made: MadeOrder) => {
    const { data } = fixture('order') as { data: Record<string, unknown> };
    const confirmed = (fixture('order-cancellation-confirmed') as { data: Record<string, unknown> }).data;
    return {
      ...data,
      id,
      metadata: { client_reference: made.clientReference },
      cancelled_at: made.cancelledAt,
      cancellation: made.cancelledAt ? { ...confirmed, id: made.cancellation, order_id: id, confirmed_at: made.cancelledAt } : null,
      available_actions: made.cancelledAt ? [] : data.available_actions,
    };
  };
  const cancellationOf = (name: 'order-cancellation-created' | 'order-cancellation-confirmed', id: string, orderId: string) => {
    const { data } = fixture(name) as { data: Record<string, unknown> };
    return { data: { ...data, id, order_id: orderId } };
  };

  const route = (method: string, path: string, body: Body): Answer | null => {
    if (method === 'POST' && /^\/air\/offer_requests\/?$/.test(path)) {
      const { data } = fixture('offer-request-round-trip') as { data: Record<string, unknown> };
      return { status: 201, body: { data: { ...data, offers: searched() } } };
    }
    const offer = /^\/air\/offers\/(\w+)$/.exec(path);
    if (method === 'GET' && offer) {
      const found = offerById(offer[1]!);
      return found ? { status: 200, body: { data: found } } : { status: 404, body: fixture('error-not-found') };
    }
    if (method === 'POST' && path === '/air/orders') {
      const offerId = String((body?.data?.selected_offers as unknown[] | undefined)?.[0] ?? '');
      if (!offerById(offerId)) return { status: 422, body: fixture('error-offer-no-longer-available') };
      const clientReference = String((body?.data?.metadata as { client_reference?: unknown } | undefined)?.client_reference ?? '');
      const id = `ord_0000Recorded${String(orders.size + 1).padStart(4, '0')}`;
      const made: MadeOrder = { clientReference, offerId, cancellation: null, cancelledAt: null };
      orders.set(id, made);
      return { status: 201, body: { data: orderOf(id, made) } };
    }
    if (method === 'GET' && path === '/air/orders') {
      // Duffel cannot filter by metadata: every order made here, in one page, for the caller to look through.
      return { status: 200, body: { data: [...orders].map(([id, made]) => orderOf(id, made)), meta: { limit: 200, after: null, before: null } } };
    }
    const order = /^\/air\/orders\/(\w+)$/.exec(path);
    const known = order ? orders.get(order[1]!) : undefined;
    if (method === 'GET' && order && known) return { status: 200, body: { data: orderOf(order[1]!, known) } };
    if (method === 'POST' && path === '/air/order_cancellations') {
      const orderId = String(body?.data?.order_id ?? '');
      const made = orders.get(orderId);
      if (!made) return { status: 404, body: fixture('error-not-found') };
      const id = `ore_0000Recorded${String(cancellations.size + 1).padStart(4, '0')}`;
      cancellations.set(id, orderId);
      made.cancellation = id;
      return { status: 201, body: cancellationOf('order-cancellation-created', id, orderId) };
    }
    const confirm = /^\/air\/order_cancellations\/(\w+)\/actions\/confirm$/.exec(path);
    const orderId = confirm ? cancellations.get(confirm[1]!) : undefined;
    if (method === 'POST' && confirm && orderId) {
      const confirmedAt = new Date().toISOString();
      orders.get(orderId)!.cancelledAt = confirmedAt;
      const answer = cancellationOf('order-cancellation-confirmed', confirm[1]!, orderId);
      return { status: 200, body: { data: { ...answer.data, confirmed_at: confirmedAt } } };
    }
    // Anything else (the airlines a connection test reads, an unknown order) is the stand-in's to answer.
    return null;
  };
  return (method, path, body) => {
    const found = route(method, path, body);
    return found && { status: found.status, body: onCalendar(found.body) };
  };
}
