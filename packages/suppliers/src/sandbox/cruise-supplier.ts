import {
  CABIN_CATEGORIES,
  CRUISE_GUEST_TYPES,
  CRUISE_PARTY_MESSAGES,
  cruisePartyIssues,
  type CabinCategory,
  type CruiseGuestCounts,
  type CruiseGuestType,
} from '@tripfront/domain/booking/cruise-api';
import { cruisePolicyOf, refundTiersFor } from '@tripfront/domain/booking/cruise-policies';
import { refundShare } from '@tripfront/domain/booking/refund';
import { addCalendarDays } from '@tripfront/domain/calendar';
import type { SupplierRate } from '@tripfront/domain/inventory';
import type { CruiseBooking, CruiseSupplier, SupplierCabinCategory, SupplierCruiseOffer, SupplierSailing, SupplierSailingDetails } from '../cruise-booking.ts';
import { attemptAsync, fail, ok, type SupplierResult } from '../result.ts';
import { CRUISE_SHIP_LINES, PORT_TIME_ZONES } from '../world/cruise-lines.ts';
import {
  cabinBucket,
  cabinCapacity,
  contentOf,
  describeSailing,
  guestRate,
  itineraryOf,
  occupancyOf,
  portsOf,
  returnDateOf,
  shipFactsOf,
} from './cruise-content.ts';
import { generateCruises } from './cruises.ts';
import { referenceCode } from './reference-code.ts';
import { picture } from './images.ts';
import type { RawCruise, RawRate } from './raw-types.ts';
import { reshapeRate } from './reshape.ts';
import { createMemoryUnitStore, type SandboxUnitStore, type UnitHoldRecord } from './unit-store.ts';
import { unitBookings } from './unit-bookings.ts';

// The sandbox's cruises behind the CruiseSupplier interface (issue #19, decision 0052): the
// sailings behind the cruise deals (cruises.ts), six per line a month, with their content
// (cruise-content.ts). A hold takes ONE cabin of a category in the unit store's bucket
// `cruise:{sailingId}:{category}`, so the last cabin of a category cannot be sold twice.

export interface SandboxCruiseOptions {
  units?: SandboxUnitStore;
  clock?: () => Date;
  holdMinutes?: number;
  newId?: () => string;
}

export const CRUISE_SOLD_OUT_MESSAGE = 'There is no cabin left in this category. Please choose another.';
export const CRUISE_NOT_FOUND_MESSAGE = 'Sailing not found.';
export const CRUISE_GONE_MESSAGE = 'This sailing can no longer be booked.';
export const CRUISE_HOLD_EXPIRED_MESSAGE = 'The hold on this cabin has expired.';
/** Sailings are sold until this many days before they leave. */
export const LAST_SALE_DAYS = 3;
/** Sailings a line has in a month (the deals show the first two of them). */
export const SAILINGS_PER_LINE = 6;

export const cruiseSupplierReferenceFor = (clientReference: string): string => `SBXC-${referenceCode(`sbx-cruise-ref:${clientReference}`, 8)}`;

const SAILING_ID = /^sbx-s-([a-z][a-z-]{1,40})-(\d{4})(\d{2})(\d{2})-([1-9])$/;

/** The sailing an id names (search, deals and details agree), or null. */
export function sailingById(sailingId: string): RawCruise | null {
  const m = SAILING_ID.exec(sailingId);
  if (!m || !CRUISE_SHIP_LINES.some((l) => l.id === m[1])) return null;
  const month = `${m[2]}-${m[3]}`;
  if (Number(m[3]) < 1 || Number(m[3]) > 12) return null;
  return generateCruises(month, m[1]!).find((c) => c.sailing_id === sailingId) ?? null;
}

/** 'C1.{sailingId}.{category}.{adult}-{child}-{infant}'. */
export const encodeCruiseOfferId = (sailingId: string, category: CabinCategory, g: CruiseGuestCounts): string =>
  `C1.${sailingId}.${category}.${CRUISE_GUEST_TYPES.map((t) => g[t]).join('-')}`;

export function decodeCruiseOfferId(offerId: string): { sailingId: string; category: CabinCategory; guests: CruiseGuestCounts } | null {
  const m = /^C1\.(sbx-s-[a-z0-9-]{3,60})\.([A-Za-z]+)\.(\d{1,2})-(\d{1,2})-(\d{1,2})$/.exec(offerId);
  if (!m || !(CABIN_CATEGORIES as readonly string[]).includes(m[2]!)) return null;
  return { sailingId: m[1]!, category: m[2] as CabinCategory, guests: { adult: Number(m[3]), child: Number(m[4]), infant: Number(m[5]) } };
}

const sumRates = (parts: readonly { rate: RawRate; count: number }[]): RawRate => {
  const sum = (k: keyof Omit<RawRate, 'currency'>) => parts.reduce((n, p) => n + p.rate[k] * p.count, 0);
  return {
    currency: 'USD',
    net_cents: sum('net_cents'),
    tax_cents: sum('tax_cents'),
    public_cents: sum('public_cents'),
    suggested_cents: sum('suggested_cents'),
  };
};

export const partyRate = (c: RawCruise, category: CabinCategory, g: CruiseGuestCounts): RawRate =>
  sumRates(CRUISE_GUEST_TYPES.map((t) => ({ rate: guestRate(c, category, t), count: g[t] })));

function sailingOf(c: RawCruise): SupplierSailing {
  const line = CRUISE_SHIP_LINES.find((l) => l.id === c.line.id);
  const content = contentOf(c);
  return {
    sailingId: c.sailing_id,
    line: { id: c.line.id, name: c.line.name, ...(line?.cancellationPolicy ? { cancellationPolicy: line.cancellationPolicy } : {}) },
    ship: c.ship,
    title: c.itinerary,
    region: content.region,
    departurePort: c.port,
    countryCode: content.countryCode,
    timeZone: PORT_TIME_ZONES[c.port] ?? 'UTC',
    departDate: c.sails_on,
    returnDate: returnDateOf(c),
    nights: c.nights,
    imageUrl: picture('cruise', c.sailing_id),
    ports: portsOf(c),
  };
}

const typeRates = (c: RawCruise, category: CabinCategory) =>
  Object.fromEntries(CRUISE_GUEST_TYPES.map((t) => [t, reshapeRate(guestRate(c, category, t))])) as Record<CruiseGuestType, SupplierRate>;

function toBooking(h: UnitHoldRecord): CruiseBooking {
  return { supplierReference: h.supplierReference ?? '', status: h.status === 'cancelled' ? 'cancelled' : 'confirmed' };
}

const partyIssue = (g: CruiseGuestCounts, category: CabinCategory): string | null => {
  const issue = cruisePartyIssues(g, category)[0];
  return issue ? CRUISE_PARTY_MESSAGES[issue] : null;
};

/** The sandbox's cruises: deterministic sailings whose last cabin of a category cannot be sold twice. */
export function createSandboxCruiseSupplier(options: SandboxCruiseOptions = {}): CruiseSupplier {
  const units = options.units ?? createMemoryUnitStore();
  const clock = options.clock ?? (() => new Date());
  const holdMinutes = options.holdMinutes ?? 15;
  const newId = options.newId ?? (() => crypto.randomUUID());
  const bookings = unitBookings(units, clock, {
    product: 'cruise',
    words: {
      holdNotFound: 'Hold not found.',
      holdExpired: CRUISE_HOLD_EXPIRED_MESSAGE,
      bookingNotFound: 'Cruise booking not found.',
      alreadyCancelled: 'This cruise booking is already cancelled.',
      started: 'This cruise has already sailed.',
    },
    toBooking,
  });

  const today = (now: Date) => now.toISOString().slice(0, 10);
  const bookable = (c: RawCruise, now: Date) => c.sails_on >= addCalendarDays(today(now), LAST_SALE_DAYS);

  const cabinsOf = (c: RawCruise, taken: Map<string, number>): SupplierCabinCategory[] =>
    CABIN_CATEGORIES.map((category) => ({
      category,
      occupancy: occupancyOf(category),
      cabinsLeft: Math.max(0, cabinCapacity(c.sailing_id, category) - (taken.get(cabinBucket(c.sailing_id, category)) ?? 0)),
      typeRates: typeRates(c, category),
    }));

  const live = async (offerId: string, now: Date): Promise<SupplierResult<{ offer: SupplierCruiseOffer; capacity: number; c: RawCruise }>> => {
    const key = decodeCruiseOfferId(offerId);
    if (!key) return fail('This cruise offer is not valid.', false, 'invalid');
    const issue = partyIssue(key.guests, key.category);
    if (issue) return fail(issue, false, 'invalid');
    const c = sailingById(key.sailingId);
    if (!c) return fail(CRUISE_NOT_FOUND_MESSAGE, false, 'not_found');
    if (!bookable(c, now)) return fail(CRUISE_GONE_MESSAGE, false, 'not_found');
    const bucket = cabinBucket(c.sailing_id, key.category);
    const capacity = cabinCapacity(c.sailing_id, key.category);
    const taken = (await units.unitsTaken([bucket], now)).get(bucket) ?? 0;
    const g = key.guests;
    return ok({
      c,
      capacity,
      offer: {
        offerId,
        sailing: sailingOf(c),
        category: key.category,
        guests: g,
        cabinsLeft: Math.max(0, capacity - taken),
        rate: reshapeRate(partyRate(c, key.category, g)),
        guestRates: CRUISE_GUEST_TYPES.filter((t) => g[t] > 0).map((t) => ({ type: t, count: g[t], rate: reshapeRate(guestRate(c, key.category, t)) })),
      },
    });
  };

  return {
    name: 'sandbox',

    cruiseSearch: (query, signal) =>
      attemptAsync(signal, async () => {
        const now = clock();
        const lines = CRUISE_SHIP_LINES.filter((l) => !query.lineIds || query.lineIds.includes(l.id));
        const found = lines.flatMap((l) => generateCruises(query.month, l.id)).filter((c) => bookable(c, now));
        const buckets = found.flatMap((c) => CABIN_CATEGORIES.map((k) => cabinBucket(c.sailing_id, k)));
        const taken = await units.unitsTaken(buckets, now);
        return ok(found.map((c) => ({ ...sailingOf(c), cabins: cabinsOf(c, taken) })));
      }),

    cruiseSailing: (sailingId, signal) =>
      attemptAsync(signal, async (): Promise<SupplierResult<SupplierSailingDetails>> => {
        const c = sailingById(sailingId);
        if (!c) return fail(CRUISE_NOT_FOUND_MESSAGE, false, 'not_found');
        const now = clock();
        const taken = await units.unitsTaken(
          CABIN_CATEGORIES.map((k) => cabinBucket(c.sailing_id, k)),
          now,
        );
        const cabins = bookable(c, now) ? cabinsOf(c, taken) : cabinsOf(c, taken).map((k) => ({ ...k, cabinsLeft: 0 }));
        return ok({ ...sailingOf(c), cabins, description: describeSailing(c), shipFacts: shipFactsOf(c), itinerary: itineraryOf(c) });
      }),

    cruiseOfferId: encodeCruiseOfferId,

    cruiseOffer: (offerId, signal) =>
      attemptAsync(signal, async () => {
        const r = await live(offerId, clock());
        return r.ok ? ok(r.value.offer) : r;
      }),

    cruiseHold: (offerId, signal) =>
      attemptAsync(signal, async () => {
        const now = clock();
        const r = await live(offerId, now);
        if (!r.ok) return r;
        const { offer, capacity } = r.value;
        if (offer.cabinsLeft < 1) return fail(CRUISE_SOLD_OUT_MESSAGE, false, 'sold_out');
        const bucket = cabinBucket(offer.sailing.sailingId, offer.category);
        const holdId = `sbx-chold-${newId()}`;
        const expiresAt = new Date(now.getTime() + holdMinutes * 60_000);
        const outcome = await units.hold(
          {
            holdId,
            product: 'cruise',
            offerId,
            buckets: [bucket],
            units: 1,
            expiresAt,
            startsAt: new Date(`${offer.sailing.departDate}T00:00:00Z`),
            totalCents: offer.rate.wholesaleBase.amountMinor + offer.rate.taxesAndFees.amountMinor,
            freeCancellationUntil: null,
            details: { guests: offer.guests, category: offer.category, policy: offer.sailing.line.cancellationPolicy ?? null },
            capacity: { [bucket]: capacity },
          },
          now,
        );
        if (outcome === 'sold_out') return fail(CRUISE_SOLD_OUT_MESSAGE, false, 'sold_out');
        const after = (await units.unitsTaken([bucket], now)).get(bucket) ?? 0;
        return ok({ holdId, expiresAt: expiresAt.toISOString(), offer: { ...offer, cabinsLeft: Math.max(0, capacity - after) } });
      }),

    cruiseReleaseHold: (holdId, signal) => attemptAsync(signal, () => bookings.release(holdId)),

    cruiseBook: (request, signal) =>
      attemptAsync(signal, () =>
        bookings.book(
          {
            holdId: request.holdId,
            clientReference: request.clientReference,
            supplierReference: cruiseSupplierReferenceFor(request.clientReference),
            details: { names: request.guests.map((g) => `${g.firstName} ${g.lastName}`) },
          },
          // The line checks the guests against the cabin held, as the storefront did.
          (hold) => {
            const key = decodeCruiseOfferId(hold.offerId);
            if (!key) return fail('Hold not found.', false, 'not_found');
            const sent = (t: CruiseGuestType) => request.guests.filter((g) => g.type === t).length;
            return CRUISE_GUEST_TYPES.some((t) => sent(t) !== key.guests[t])
              ? fail('The cruise line refused the guests: they do not match the cabin held.', false, 'invalid')
              : null;
          },
        ),
      ),

    // The line's refund tiers by the days left before the sailing.
    cruiseCancel: (supplierReference, signal) =>
      attemptAsync(signal, () =>
        bookings.cancel(supplierReference, (booking, now) => {
          const policy = cruisePolicyOf(typeof booking.details.policy === 'string' ? booking.details.policy : null);
          const tiers = refundTiersFor(policy, booking.startsAt.toISOString().slice(0, 10));
          return refundShare({ refundable: tiers.length > 0, freeCancellationUntil: null, tiers }, now);
        }),
      ),

    cruiseBookingByClientReference: (clientReference, signal) => attemptAsync(signal, () => bookings.byClientReference(clientReference)),
  };
}
