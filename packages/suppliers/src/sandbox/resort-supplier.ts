import { RESORT_ROOM_TYPES, resortPartyIssues, RESORT_PARTY_MESSAGES, type ResortRoomType } from '@tripfront/domain/booking/resort-api';
import { placeInstant } from '@tripfront/domain/booking/place-time';
import { addCalendarDays, nightsBetween, readCalendarDate } from '@tripfront/domain/calendar';
import type { ResortBooking, ResortHoldOwner, ResortHoldState, ResortParty, ResortSupplier, SupplierResort, SupplierResortOffer } from '../resort-booking.ts';
import { attemptAsync, fail, ok, type SupplierResult } from '../result.ts';
import { RESORT_AREAS } from '../world/resort-regions.ts';
import { timeZoneAt } from '../world/time-zones.ts';
import { referenceCode } from './reference-code.ts';
import { reshapeRate } from './reshape.ts';
import { DEMO_HOLDS } from './resort-holds.ts';
import { nightRaw, resortById, resortContent, roomBucket, roomCapacity, roomTypeOf, timesNights } from './resort-content.ts';
import type { RawResort } from './raw-types.ts';
import { resortsOf } from './resorts.ts';
import { createMemoryUnitStore, datesFromTo, type SandboxUnitStore, type UnitHoldRecord } from './unit-store.ts';
import { refundUntilDeadline, unitBookings } from './unit-bookings.ts';

// The sandbox's resorts behind the ResortSupplier interface (issue #19, decision 0054): the resorts
// behind the home resort deals (resorts.ts) with their rooms (resort-content.ts). A hold takes one
// room of its type for every night of the stay (`resort:{resortId}:{roomType}:{night}`) in the unit
// store, under a reference number ('RH-' and eight letters and digits) that is also the hold's id:
// the resort API's hold-check and release (PUT /itineraries?status=RELEASE) take it. The store's
// release answers whether this call released the hold, so two releases, or a release and a
// booking, that race end with exactly one winner.

export interface SandboxResortOptions {
  units?: SandboxUnitStore;
  clock?: () => Date;
  /** How long a hold keeps the room (default 15). */
  holdMinutes?: number;
  newId?: () => string;
}

export const RESORT_NOT_FOUND_MESSAGE = 'Resort not found.';
export const RESORT_SOLD_OUT_MESSAGE = 'This room is no longer available for these dates.';
export const RESORT_HOLD_NOT_FOUND_MESSAGE = 'Booking hold not found';
export const RESORT_HOLD_EXPIRED_MESSAGE = 'The hold on this room has expired.';
export const RESORT_NOT_HELD_MESSAGE = 'This booking hold is no longer held: it was released, booked or it expired.';
/** The demo desk holds last this long from when they are first asked about. */
const DEMO_HOLD_DAYS = 365;

/** 'RH-' and ten letters and digits of a random id (not guessable, unlike the demo holds' six digits). */
export const referenceNumberOf = (id: string): string =>
  `RH-${BigInt(
    `0x${id
      .replace(/[^0-9a-f]/gi, '')
      .padEnd(16, '0')
      .slice(0, 16)}`,
  )
    .toString(36)
    .toUpperCase()
    .padStart(10, '0')
    .slice(-10)}`;

export const resortSupplierReferenceFor = (clientReference: string): string => `SBXR-${referenceCode(`sbx-resort-ref:${clientReference}`, 8)}`;

/** 'R1.{resortId}.{roomType}.{checkIn}.{checkOut}.{adults}-{children}'. */
export const encodeResortOfferId = (resortId: string, t: ResortRoomType, checkIn: string, checkOut: string, p: ResortParty): string =>
  `R1.${resortId}.${t}.${checkIn}.${checkOut}.${p.adults}-${p.children}`;

export function decodeResortOfferId(offerId: string) {
  const m = /^R1\.([A-Za-z0-9-]{3,40})\.([a-z]+)\.(\d{4}-\d{2}-\d{2})\.(\d{4}-\d{2}-\d{2})\.(\d{1,2})-(\d{1,2})$/.exec(offerId);
  if (!m || !(RESORT_ROOM_TYPES as readonly string[]).includes(m[2]!)) return null;
  if (readCalendarDate(m[3]!) === null || readCalendarDate(m[4]!) === null || m[4]! <= m[3]!) return null;
  return { resortId: m[1]!, roomType: m[2] as ResortRoomType, checkIn: m[3]!, checkOut: m[4]!, party: { adults: Number(m[5]), children: Number(m[6]) } };
}

/** The nights of a stay: check-in up to the night before check-out. */
export const stayNights = (checkIn: string, checkOut: string): string[] => datesFromTo(checkIn, addCalendarDays(checkOut, -1));

/** The earliest instant a local check-in (15:00) can be (UTC+14). */
/** The resort's IANA zone: check-in (15:00) and the deadline are its local time (decision 0097). */
const resortZone = (r: Pick<RawResort, 'area' | 'lat' | 'lon'>): string => timeZoneAt(r.area.countryCode, r.lat, r.lon);
/** The instant check-in opens at the resort. */
const checkInAt = (date: string, timeZone: string): Date => placeInstant(date, '15:00', timeZone);

/** Free cancellation of a stay: until the resort's days before the local check-in; null once that is past. */
function freeCancellationOf(resort: Pick<SupplierResort, 'timeZone' | 'freeCancellationDays'>, checkIn: string, now: Date): string | null {
  const until = new Date(checkInAt(checkIn, resort.timeZone).getTime() - resort.freeCancellationDays * 86_400_000);
  return until.getTime() > now.getTime() ? until.toISOString() : null;
}

const partyIssue = (p: ResortParty, maxGuests?: number): string | null => {
  const issue = resortPartyIssues(p, maxGuests)[0];
  return issue ? RESORT_PARTY_MESSAGES[issue] : null;
};

/** A hold as the resort API names it: held until it expires, then expired; released, booked or cancelled. */
function holdStatus(h: UnitHoldRecord, now: Date): ResortHoldState['status'] {
  if (h.status === 'held') return h.expiresAt.getTime() > now.getTime() ? 'HELD' : 'EXPIRED';
  if (h.status === 'released') return 'RELEASED';
  return h.status === 'booked' ? 'BOOKED' : 'CANCELLED';
}

function stateOf(h: UnitHoldRecord, now: Date): ResortHoldState {
  const d = h.details as {
    resortId: string;
    resortName: string;
    roomType: ResortRoomType;
    roomName: string;
    checkIn: string;
    checkOut: string;
    guests: number;
    owner?: ResortHoldOwner | null;
  };
  const status = holdStatus(h, now);
  return {
    referenceNumber: h.holdId,
    status,
    expiresAt: h.expiresAt.toISOString(),
    resortId: d.resortId,
    resortName: d.resortName,
    roomType: d.roomType,
    roomName: d.roomName,
    checkIn: d.checkIn,
    checkOut: d.checkOut,
    guests: d.guests,
    total: { amount: h.totalCents, currency: 'USD' },
    owner: d.owner ?? null,
  };
}

const toBooking = (h: UnitHoldRecord): ResortBooking => ({
  supplierReference: h.supplierReference ?? '',
  status: h.status === 'cancelled' ? 'cancelled' : 'confirmed',
});

/** The sandbox's resorts: deterministic rooms that cannot be sold twice for the same night. */
// eslint-disable-next-line max-lines-per-function -- the adapter's methods share its unit store and clock, as the ResortSupplier interface lists them
export function createSandboxResortSupplier(options: SandboxResortOptions = {}): ResortSupplier {
  const units = options.units ?? createMemoryUnitStore();
  const clock = options.clock ?? (() => new Date());
  const holdMinutes = options.holdMinutes ?? 15;
  const newId = options.newId ?? (() => crypto.randomUUID());
  const bookings = unitBookings(units, clock, {
    product: 'resort',
    words: {
      holdNotFound: RESORT_HOLD_NOT_FOUND_MESSAGE,
      holdExpired: RESORT_HOLD_EXPIRED_MESSAGE,
      bookingNotFound: 'Resort booking not found.',
      alreadyCancelled: 'This resort booking is already cancelled.',
      started: 'This stay has already started.',
    },
    toBooking,
  });

  const resortsWhere = (where: Parameters<ResortSupplier['resortAvailability']>[0]['where']) => {
    if ('resortId' in where) {
      const r = resortById(where.resortId);
      return r ? [r] : [];
    }
    const areas = 'subregionId' in where ? RESORT_AREAS.filter((a) => a.id === where.subregionId) : RESORT_AREAS.filter((a) => a.parent_id === where.regionId);
    return areas.flatMap(resortsOf);
  };

  /** The offer an id names at its live price, or why it cannot be sold. */
  const live = async (offerId: string, now: Date): Promise<SupplierResult<{ offer: SupplierResortOffer; buckets: string[]; capacity: number }>> => {
    const key = decodeResortOfferId(offerId);
    if (!key) return fail('This resort offer is not valid.', false, 'invalid');
    const raw = resortById(key.resortId);
    if (!raw) return fail(RESORT_NOT_FOUND_MESSAGE, false, 'not_found');
    const room = roomTypeOf(key.roomType);
    const issue = partyIssue(key.party, room.maxGuests);
    if (issue) return fail(issue, false, 'invalid');
    if (checkInAt(key.checkIn, resortZone(raw)).getTime() <= now.getTime()) return fail('This check-in date has passed.', false, 'not_found');
    const nights = stayNights(key.checkIn, key.checkOut);
    const buckets = nights.map((n) => roomBucket(key.resortId, key.roomType, n));
    const capacity = roomCapacity(key.resortId, key.roomType);
    const taken = await units.unitsTaken(buckets, now);
    const resort = resortContent(raw);
    return ok({
      buckets,
      capacity,
      offer: {
        offerId,
        resort,
        room,
        checkIn: key.checkIn,
        checkOut: key.checkOut,
        nights: nights.length,
        party: key.party,
        unitsLeft: Math.max(0, capacity - Math.max(0, ...buckets.map((b) => taken.get(b) ?? 0))),
        rate: reshapeRate(timesNights(nightRaw(raw, key.roomType, key.party), nights.length)),
        freeCancellationUntil: freeCancellationOf(resort, key.checkIn, now),
      },
    });
  };

  /** The demo desk holds (resort-holds.ts) live in the unit store too: made the first time one is asked about. */
  const ensureDemo = async (reference: string, now: Date): Promise<void> => {
    const demo = DEMO_HOLDS.find((h) => h.reference === reference);
    if (!demo || (await units.byHoldId(reference))) return;
    const area = RESORT_AREAS.find((a) => a.id === demo.area);
    const raw = area ? resortsOf(area)[0] : undefined;
    if (!raw) return;
    const checkIn = addCalendarDays(now.toISOString().slice(0, 10), demo.inDays);
    const checkOut = addCalendarDays(checkIn, demo.nights);
    const party = { adults: Math.min(demo.guests, 4), children: 0 };
    const buckets = stayNights(checkIn, checkOut).map((n) => roomBucket(raw.resort_id, 'suite', n));
    const total = timesNights(nightRaw(raw, 'suite', party), demo.nights);
    await units.hold(
      {
        holdId: reference,
        product: 'resort',
        offerId: encodeResortOfferId(raw.resort_id, 'suite', checkIn, checkOut, party),
        buckets,
        units: 1,
        expiresAt: new Date(now.getTime() + DEMO_HOLD_DAYS * 86_400_000),
        startsAt: checkInAt(checkIn, resortZone(raw)),
        totalCents: total.net_cents + total.tax_cents,
        freeCancellationUntil: null,
        details: {
          resortId: raw.resort_id,
          resortName: raw.name,
          roomType: 'suite',
          roomName: roomTypeOf('suite').name,
          checkIn,
          checkOut,
          guests: demo.guests,
          owner: null,
        },
        capacity: Object.fromEntries(buckets.map((b) => [b, roomCapacity(raw.resort_id, 'suite')])),
      },
      now,
    );
  };

  const find = async (reference: string, now: Date): Promise<UnitHoldRecord | null> => {
    const ref = reference.trim().toUpperCase();
    if (!/^RH-[A-Z0-9]{6,12}$/.test(ref)) return null;
    await ensureDemo(ref, now);
    const h = await units.byHoldId(ref);
    return h && h.product === 'resort' ? h : null;
  };

  return {
    name: 'sandbox',

    resortAvailability: (request, signal) =>
      attemptAsync(signal, async () => {
        const issue = partyIssue(request.party);
        if (issue) return fail(issue, false, 'invalid');
        if (nightsBetween(request.checkIn, request.checkOut) < 1) return fail('Check-out must be after check-in.', false, 'invalid');
        const now = clock();
        const found = resortsWhere(request.where);
        const nights = stayNights(request.checkIn, request.checkOut);
        const open = (raw: Pick<RawResort, 'area' | 'lat' | 'lon'>) => checkInAt(request.checkIn, resortZone(raw)).getTime() > now.getTime();
        const buckets = found.flatMap((r) => RESORT_ROOM_TYPES.flatMap((t) => nights.map((n) => roomBucket(r.resort_id, t, n))));
        const taken = await units.unitsTaken(buckets, now);
        return ok(
          found.map((raw) => ({
            resort: resortContent(raw),
            freeCancellationUntil: freeCancellationOf(resortContent(raw), request.checkIn, now),
            rooms: RESORT_ROOM_TYPES.map((t) => {
              const room = roomTypeOf(t);
              const most = Math.max(0, ...nights.map((n) => taken.get(roomBucket(raw.resort_id, t, n)) ?? 0));
              const unitsLeft = open(raw) ? Math.max(0, roomCapacity(raw.resort_id, t) - most) : 0;
              const fits = partyIssue(request.party, room.maxGuests) === null;
              return {
                ...room,
                unitsLeft,
                offerId: unitsLeft > 0 && fits ? encodeResortOfferId(raw.resort_id, t, request.checkIn, request.checkOut, request.party) : null,
                rate: reshapeRate(timesNights(nightRaw(raw, t, request.party), nights.length)),
              };
            }),
          })),
        );
      }),

    resortDetails: (resortId, signal) =>
      attemptAsync(signal, async () => {
        const raw = resortById(resortId);
        return raw ? ok<SupplierResort>(resortContent(raw)) : fail(RESORT_NOT_FOUND_MESSAGE, false, 'not_found');
      }),

    resortOffer: (offerId, signal) =>
      attemptAsync(signal, async () => {
        const r = await live(offerId, clock());
        return r.ok ? ok(r.value.offer) : r;
      }),

    resortHold: (offerId, owner, signal) =>
      attemptAsync(signal, async () => {
        const now = clock();
        const r = await live(offerId, now);
        if (!r.ok) return r;
        const { offer, buckets, capacity } = r.value;
        if (offer.unitsLeft < 1) return fail(RESORT_SOLD_OUT_MESSAGE, false, 'sold_out');
        const referenceNumber = referenceNumberOf(newId());
        const expiresAt = new Date(now.getTime() + holdMinutes * 60_000);
        const outcome = await units.hold(
          {
            holdId: referenceNumber,
            product: 'resort',
            offerId,
            buckets,
            units: 1,
            expiresAt,
            startsAt: checkInAt(offer.checkIn, offer.resort.timeZone),
            totalCents: offer.rate.wholesaleBase.amountMinor + offer.rate.taxesAndFees.amountMinor,
            freeCancellationUntil: offer.freeCancellationUntil === null ? null : new Date(offer.freeCancellationUntil),
            details: {
              resortId: offer.resort.resortId,
              resortName: offer.resort.name,
              roomType: offer.room.roomType,
              roomName: offer.room.name,
              checkIn: offer.checkIn,
              checkOut: offer.checkOut,
              guests: offer.party.adults + offer.party.children,
              owner,
            },
            capacity: Object.fromEntries(buckets.map((b) => [b, capacity])),
          },
          now,
        );
        if (outcome === 'sold_out') return fail(RESORT_SOLD_OUT_MESSAGE, false, 'sold_out');
        return ok({ referenceNumber, expiresAt: expiresAt.toISOString(), offer: { ...offer, unitsLeft: offer.unitsLeft - 1 } });
      }),

    resortHoldCheck: (reference, signal) =>
      attemptAsync(signal, async () => {
        const now = clock();
        const h = await find(reference, now);
        return h ? ok(stateOf(h, now)) : fail(RESORT_HOLD_NOT_FOUND_MESSAGE, false, 'not_found');
      }),

    resortRelease: (reference, signal) =>
      attemptAsync(signal, async () => {
        const now = clock();
        const h = await find(reference, now);
        if (!h) return fail(RESORT_HOLD_NOT_FOUND_MESSAGE, false, 'not_found');
        // The store's release is the one arbiter: of two releases, or a release and a booking, one wins.
        if (!(await units.release(h.holdId))) return fail(RESORT_NOT_HELD_MESSAGE, false, 'not_cancellable');
        const after = await units.byHoldId(h.holdId);
        return ok(stateOf(after ?? { ...h, status: 'released' }, now));
      }),

    resortBook: (request, signal) =>
      attemptAsync(signal, () =>
        bookings.book({
          holdId: request.referenceNumber,
          clientReference: request.clientReference,
          supplierReference: resortSupplierReferenceFor(request.clientReference),
          details: { guestName: request.guestName },
        }),
      ),

    resortCancel: (supplierReference, signal) => attemptAsync(signal, () => bookings.cancel(supplierReference, refundUntilDeadline)),

    resortBookingByClientReference: (clientReference, signal) => attemptAsync(signal, () => bookings.byClientReference(clientReference)),
  };
}
