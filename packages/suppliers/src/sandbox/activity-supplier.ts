import { activityPartyIssues, ACTIVITY_PARTY_MESSAGES, MAX_PARTICIPANTS, PARTICIPANT_TYPES, placesTaken } from '@tripfront/domain/booking/activity-api';
import type { ParticipantCounts, ParticipantType } from '@tripfront/domain/booking/activity-api';
import { placeInstant } from '@tripfront/domain/booking/place-time';
import { readCalendarDate } from '@tripfront/domain/calendar';
import type { SupplierRate } from '@tripfront/domain/inventory';
import type {
  ActivityBooking,
  ActivitySupplier,
  SupplierActivity,
  SupplierActivityDetails,
  SupplierActivityOffer,
  SupplierActivitySearchItem,
} from '../activity-booking.ts';
import { timeZoneAt } from '../world/time-zones.ts';
import { attemptAsync, fail, ok, type SupplierResult } from '../result.ts';
import { activityByCode, generateActivities } from './activities.ts';
import { activityContent, FREE_CANCELLATION_HOURS, typeRate } from './activity-content.ts';
import { slotBucket, slotCapacity, slotsOn } from './activity-slots.ts';
import { referenceCode } from './reference-code.ts';
import type { RawActivity, RawRate } from './raw-types.ts';
import { reshapeActivity, reshapeRate } from './reshape.ts';
import { createMemoryUnitStore, datesFromTo, type SandboxUnitStore, type UnitHoldRecord } from './unit-store.ts';
import { refundUntilDeadline, unitBookings } from './unit-bookings.ts';

// The sandbox's activities behind the ActivitySupplier interface (issue #18, decision 0050): the
// tours behind the home activity deals (activities.ts) with their content (activity-content.ts)
// and time slots (activity-slots.ts); a hold takes the party's places (adults, children and seniors;
// infants are carried) in the slot's bucket of the unit store, so a slot cannot be overbooked.

export interface SandboxActivityOptions {
  /** Where places are held; the database in the app, memory by default. */
  units?: SandboxUnitStore;
  clock?: () => Date;
  /** How long a hold keeps the places (default 15). */
  holdMinutes?: number;
  newId?: () => string;
}

export const ACTIVITY_SOLD_OUT_MESSAGE = 'There are not enough places left on this time slot.';
export const ACTIVITY_NOT_FOUND_MESSAGE = 'Activity not found.';
export const ACTIVITY_SLOT_GONE_MESSAGE = 'This time slot is no longer available. Please choose another.';
export const ACTIVITY_HOLD_EXPIRED_MESSAGE = 'The hold on these places has expired.';
/** The party a tour's "from" price is for (decision 0123). */
const ONE_ADULT: ParticipantCounts = { adult: 1, child: 0, infant: 0, senior: 0 };
/** A slot cannot be booked once it is this close (hours) to starting. */
export const LAST_SALE_HOURS = 2;

/** 'SBXA-' and eight letters and digits, derived from our client reference. */
export const activitySupplierReferenceFor = (clientReference: string): string => `SBXA-${referenceCode(`sbx-activity-ref:${clientReference}`, 8)}`;

/** The offer id of a slot for a party: 'A1.{productCode}.{date}.{HHmm}.{adult}-{child}-{infant}-{senior}'. */
export const encodeActivityOfferId = (productCode: string, date: string, time: string, p: ParticipantCounts): string =>
  `A1.${productCode}.${date}.${time.replace(':', '')}.${PARTICIPANT_TYPES.map((t) => p[t]).join('-')}`;

export interface ActivityOfferKey {
  productCode: string;
  date: string;
  time: string;
  participants: ParticipantCounts;
}

export function decodeActivityOfferId(offerId: string): ActivityOfferKey | null {
  const m = /^A1\.([A-Za-z0-9-]{3,40})\.(\d{4}-\d{2}-\d{2})\.([01]\d|2[0-3])([0-5]\d)\.(\d{1,2})-(\d{1,2})-(\d{1,2})-(\d{1,2})$/.exec(offerId);
  if (!m || readCalendarDate(m[2]!) === null) return null;
  const counts = m.slice(5, 9).map(Number);
  const participants = Object.fromEntries(PARTICIPANT_TYPES.map((t, i) => [t, counts[i]!])) as ParticipantCounts;
  return { productCode: m[1]!, date: m[2]!, time: `${m[3]}:${m[4]}`, participants };
}

/** The tour's IANA zone: its slots' times are the meeting point's wall-clock times (decision 0097). */
export const tourTimeZone = (a: RawActivity): string => timeZoneAt(a.country_code, a.lat, a.lon);

/** The instant a slot starts: its local time in the tour's zone. */
export const slotStartsAt = (a: RawActivity, date: string, time: string): Date => placeInstant(date, time, tourTimeZone(a));

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

const partyRaw = (a: RawActivity, p: ParticipantCounts): RawRate => sumRates(PARTICIPANT_TYPES.map((t) => ({ rate: typeRate(a.rate, t), count: p[t] })));

function summaryOf(a: RawActivity): SupplierActivity {
  const o = reshapeActivity(a);
  return {
    productCode: o.productCode,
    title: o.title,
    imageUrl: o.imageUrl,
    category: a.category,
    duration: o.duration,
    durationMinutes: o.durationMinutes,
    isFreeCancellation: o.isFreeCancellation,
    rating: o.rating,
    reviewCount: o.reviewCount,
    city: o.city,
    countryCode: o.countryCode,
    latitude: o.latitude,
    longitude: o.longitude,
    timeZone: tourTimeZone(a),
    rate: o.rate,
  };
}

export function detailsOf(a: RawActivity): SupplierActivityDetails {
  const c = activityContent(a);
  const typeRates = Object.fromEntries(PARTICIPANT_TYPES.map((t) => [t, reshapeRate(typeRate(a.rate, t))])) as Record<ParticipantType, SupplierRate>;
  return { ...summaryOf(a), ...c, maxParticipants: MAX_PARTICIPANTS, typeRates };
}

const partyIssue = (p: ParticipantCounts): string | null => {
  const issue = activityPartyIssues(p)[0];
  return issue ? ACTIVITY_PARTY_MESSAGES[issue] : null;
};

function toBooking(h: UnitHoldRecord): ActivityBooking {
  return { supplierReference: h.supplierReference ?? '', status: h.status === 'cancelled' ? 'cancelled' : 'confirmed' };
}

/** The sandbox's activities: deterministic tours and time slots whose places cannot be sold twice. */
// eslint-disable-next-line max-lines-per-function -- the adapter's methods share its unit store and clock, as the ActivitySupplier interface lists them
export function createSandboxActivitySupplier(options: SandboxActivityOptions = {}): ActivitySupplier {
  const units = options.units ?? createMemoryUnitStore();
  const clock = options.clock ?? (() => new Date());
  const holdMinutes = options.holdMinutes ?? 15;
  const newId = options.newId ?? (() => crypto.randomUUID());
  const bookings = unitBookings(units, clock, {
    product: 'activity',
    words: {
      holdNotFound: 'Hold not found.',
      holdExpired: ACTIVITY_HOLD_EXPIRED_MESSAGE,
      bookingNotFound: 'Activity booking not found.',
      alreadyCancelled: 'This activity booking is already cancelled.',
      started: 'This activity has already started.',
    },
    toBooking,
  });

  const bookable = (a: RawActivity, date: string, time: string, now: Date) =>
    slotStartsAt(a, date, time).getTime() - LAST_SALE_HOURS * 3_600_000 > now.getTime();

  /** The offer an id names at its live price, or why it cannot be sold. */
  const live = async (offerId: string, now: Date): Promise<SupplierResult<{ a: RawActivity; offer: SupplierActivityOffer; capacity: number }>> => {
    const key = decodeActivityOfferId(offerId);
    if (!key) return fail('This activity offer is not valid.', false, 'invalid');
    const issue = partyIssue(key.participants);
    if (issue) return fail(issue, false, 'invalid');
    const a = activityByCode(key.productCode);
    if (!a) return fail(ACTIVITY_NOT_FOUND_MESSAGE, false, 'not_found');
    const capacity = slotCapacity(a, key.date, key.time);
    if (!slotsOn(a, key.date).some((s) => s.time === key.time) || !bookable(a, key.date, key.time, now))
      return fail(ACTIVITY_SLOT_GONE_MESSAGE, false, 'not_found');
    const bucket = slotBucket(a.product_code, key.date, key.time);
    const taken = (await units.unitsTaken([bucket], now)).get(bucket) ?? 0;
    const details = detailsOf(a);
    const startsAt = slotStartsAt(a, key.date, key.time);
    const p = key.participants;
    return ok({
      a,
      capacity,
      offer: {
        offerId,
        activity: details,
        date: key.date,
        time: key.time,
        participants: p,
        placesLeft: Math.max(0, capacity - taken),
        rate: reshapeRate(partyRaw(a, p)),
        participantRates: PARTICIPANT_TYPES.filter((t) => p[t] > 0).map((t) => ({ type: t, count: p[t], rate: details.typeRates[t] })),
        startsAt: startsAt.toISOString(),
        freeCancellationUntil: details.cancellationHours === null ? null : new Date(startsAt.getTime() - details.cancellationHours * 3_600_000).toISOString(),
      },
    });
  };

  return {
    name: 'sandbox',

    activitySearch: (query, signal) =>
      attemptAsync(signal, async () => {
        const days = datesFromTo(query.from, query.to);
        const found = generateActivities(query);
        const now = clock();
        const buckets = found.flatMap((a) => days.flatMap((d) => slotsOn(a, d).map((s) => slotBucket(a.product_code, d, s.time))));
        const taken = await units.unitsTaken(buckets, now);
        const items: SupplierActivitySearchItem[] = [];
        for (const a of found) {
          const open = days.flatMap((d) =>
            slotsOn(a, d)
              .filter((s) => bookable(a, d, s.time, now) && s.capacity - (taken.get(slotBucket(a.product_code, d, s.time)) ?? 0) > 0)
              .map((s) => ({ date: d, time: s.time })),
          );
          const availableDays = new Set(open.map((s) => s.date)).size;
          const first = open[0];
          if (first)
            items.push({
              ...summaryOf(a),
              availableDays,
              cancellationHours: a.free_cancellation ? FREE_CANCELLATION_HOURS : null,
              firstOfferId: encodeActivityOfferId(a.product_code, first.date, first.time, ONE_ADULT),
            });
        }
        return ok(items);
      }),

    activityDetails: (productCode, signal) =>
      attemptAsync(signal, async () => {
        const a = activityByCode(productCode);
        return a ? ok(detailsOf(a)) : fail(ACTIVITY_NOT_FOUND_MESSAGE, false, 'not_found');
      }),

    activityAvailability: (productCode, from, to, party, signal) =>
      attemptAsync(signal, async () => {
        const a = activityByCode(productCode);
        if (!a) return fail(ACTIVITY_NOT_FOUND_MESSAGE, false, 'not_found');
        const issue = partyIssue(party);
        if (issue) return fail(issue, false, 'invalid');
        const now = clock();
        const days = datesFromTo(from, to);
        const buckets = days.flatMap((d) => slotsOn(a, d).map((s) => slotBucket(a.product_code, d, s.time)));
        const taken = await units.unitsTaken(buckets, now);
        const rate = reshapeRate(partyRaw(a, party));
        const places = placesTaken(party);
        return ok(
          days.map((date) => {
            const slots = slotsOn(a, date).filter((s) => bookable(a, date, s.time, now));
            return {
              date,
              closed: slotsOn(a, date).length === 0,
              slots: slots.map((s) => {
                const placesLeft = Math.max(0, s.capacity - (taken.get(slotBucket(a.product_code, date, s.time)) ?? 0));
                return { time: s.time, placesLeft, offerId: placesLeft >= places ? encodeActivityOfferId(a.product_code, date, s.time, party) : null, rate };
              }),
            };
          }),
        );
      }),

    activityOffer: (offerId, signal) =>
      attemptAsync(signal, async () => {
        const r = await live(offerId, clock());
        return r.ok ? ok(r.value.offer) : r;
      }),

    activityHold: (offerId, signal) =>
      attemptAsync(signal, async () => {
        const now = clock();
        const r = await live(offerId, now);
        if (!r.ok) return r;
        const { offer, capacity } = r.value;
        const places = placesTaken(offer.participants);
        if (offer.placesLeft < places) return fail(ACTIVITY_SOLD_OUT_MESSAGE, false, 'sold_out');
        const bucket = slotBucket(offer.activity.productCode, offer.date, offer.time);
        const holdId = `sbx-ahold-${newId()}`;
        const expiresAt = new Date(now.getTime() + holdMinutes * 60_000);
        const outcome = await units.hold(
          {
            holdId,
            product: 'activity',
            offerId,
            buckets: [bucket],
            units: places,
            expiresAt,
            startsAt: new Date(offer.startsAt),
            totalCents: offer.rate.wholesaleBase.amountMinor + offer.rate.taxesAndFees.amountMinor,
            freeCancellationUntil: offer.freeCancellationUntil === null ? null : new Date(offer.freeCancellationUntil),
            details: { participants: offer.participants },
            capacity: { [bucket]: capacity },
          },
          now,
        );
        if (outcome === 'sold_out') return fail(ACTIVITY_SOLD_OUT_MESSAGE, false, 'sold_out');
        const after = (await units.unitsTaken([bucket], now)).get(bucket) ?? 0;
        return ok({ holdId, expiresAt: expiresAt.toISOString(), offer: { ...offer, placesLeft: Math.max(0, capacity - after) } });
      }),

    activityReleaseHold: (holdId, signal) => attemptAsync(signal, () => bookings.release(holdId)),

    activityBook: (request, signal) =>
      attemptAsync(signal, () =>
        bookings.book(
          {
            holdId: request.holdId,
            clientReference: request.clientReference,
            supplierReference: activitySupplierReferenceFor(request.clientReference),
            details: { names: request.participants.map((p) => `${p.firstName} ${p.lastName}`) },
          },
          // The operator checks the names against the party held, as the storefront did.
          (hold) => {
            const key = decodeActivityOfferId(hold.offerId);
            if (!key) return fail('Hold not found.', false, 'not_found');
            const sent = (t: ParticipantType) => request.participants.filter((p) => p.type === t).length;
            return PARTICIPANT_TYPES.some((t) => sent(t) !== key.participants[t])
              ? fail('The operator refused the participants: they do not match the party held.', false, 'invalid')
              : null;
          },
        ),
      ),

    activityCancel: (supplierReference, signal) => attemptAsync(signal, () => bookings.cancel(supplierReference, refundUntilDeadline)),

    activityBookingByClientReference: (clientReference, signal) => attemptAsync(signal, () => bookings.byClientReference(clientReference)),
  };
}
