import type { PassengerCounts, PassengerType } from '@tripfront/domain/booking/flight-api';
import type { SupplierRate } from '@tripfront/domain/inventory';
import { placeInstant } from '@tripfront/domain/booking/place-time';
import { minorUnitExponent } from '@tripfront/domain/money';
import type { Cabin } from '@tripfront/domain/search';
import type { Airport, FlightsCondition, Offer, OfferSlice, OfferSliceSegment } from '@duffel/api/types';
import type { SupplierAirport, SupplierFlightOffer, SupplierMoney, SupplierSegment, SupplierSlice } from '../flight-booking.ts';
import type { PassengerIds } from './ids.ts';

// Duffel's offer (https://duffel.com/docs/api/v2/offers/schema) reshaped into ours. Amounts are
// decimal strings in the offer's currency; times are local at each airport, without an offset.

/** '123.45' in GBP → 12345; '-5' → -500. Null for anything that is not a plain decimal. */
export function toMinorUnits(amount: string | null | undefined, currency: string): number | null {
  if (amount == null) return null;
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(amount.trim());
  if (!match) return null;
  const [, sign = '', whole = '0', fraction = ''] = match;
  const digits = minorUnitExponent(currency);
  // Duffel never sends more decimals than the currency has; cut rather than round if it ever does.
  const minor = Number(whole) * 10 ** digits + Number((fraction + '0'.repeat(digits)).slice(0, digits) || '0');
  return Number.isSafeInteger(minor) ? (sign === '-' ? -minor : minor) : null;
}

/** ISO 8601 durations as Duffel writes them ('PT7H5M', 'P1DT2H30M') in whole minutes; null when absent or unreadable. */
export function durationMinutes(iso: string | null | undefined): number | null {
  if (!iso) return null;
  const match = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/.exec(iso);
  if (!match) return null;
  const [, d = '0', h = '0', m = '0', s = '0'] = match;
  return Number(d) * 1440 + Number(h) * 60 + Number(m) + Math.round(Number(s) / 60);
}

/** Milliseconds of a local wall-clock time ('2027-01-10T08:15:00') in an IANA zone (UTC when unknown). */
const localToEpoch = (local: string, timeZone: string): number => placeInstant(local.slice(0, 10), local.slice(11, 19), timeZone).getTime();

/** Minutes between two local times at two airports, for when Duffel leaves a duration out. */
function minutesBetween(depart: string, origin: Airport, arrive: string, destination: Airport): number {
  return Math.round((localToEpoch(arrive, destination.time_zone) - localToEpoch(depart, origin.time_zone)) / 60_000);
}

function airport(place: Airport): SupplierAirport {
  return {
    iata: place.iata_code ?? '',
    name: place.name,
    city: place.city?.name ?? place.city_name ?? place.name,
    countryCode: place.iata_country_code,
    ...(place.time_zone ? { timeZone: place.time_zone } : {}),
  };
}

function segment(s: OfferSliceSegment): SupplierSegment {
  const minutes = durationMinutes(s.duration) ?? minutesBetween(s.departing_at, s.origin, s.arriving_at, s.destination);
  return {
    marketingCarrier: { iata: s.marketing_carrier.iata_code ?? '', name: s.marketing_carrier.name },
    operatingCarrier: { iata: s.operating_carrier.iata_code ?? s.marketing_carrier.iata_code ?? '', name: s.operating_carrier.name },
    flightNumber: `${s.marketing_carrier.iata_code ?? ''}${s.marketing_carrier_flight_number}`,
    aircraft: s.aircraft?.name ?? null,
    origin: airport(s.origin),
    destination: airport(s.destination),
    departAt: s.departing_at.slice(0, 16),
    arriveAt: s.arriving_at.slice(0, 16),
    durationMinutes: Math.max(1, minutes),
  };
}

function slice(s: OfferSlice): SupplierSlice {
  const first = s.segments[0]!;
  const last = s.segments[s.segments.length - 1]!;
  const minutes = durationMinutes(s.duration) ?? minutesBetween(first.departing_at, first.origin, last.arriving_at, last.destination);
  return { segments: s.segments.map(segment), durationMinutes: Math.max(1, minutes) };
}

/** A condition as ours: allowed or not, and its penalty (null when free, unknown or not allowed). */
function condition(c: FlightsCondition | null): { allowed: boolean; fee: SupplierMoney | null } {
  if (!c?.allowed) return { allowed: false, fee: null };
  const currency = c.penalty_currency;
  const amount = currency ? toMinorUnits(c.penalty_amount, currency) : null;
  return { allowed: true, fee: currency && amount ? { amountMinor: amount, currency } : null };
}

/** Bags every passenger of the offer has on every segment: the least, so we never promise a bag one flight lacks. */
function baggage(offer: ReshapeInput, passengerId: string | undefined): { carryOn: number; checked: number } {
  let carryOn = Infinity;
  let checked = Infinity;
  for (const s of offer.slices) {
    for (const seg of s.segments) {
      const mine = seg.passengers.find((p) => p.passenger_id === passengerId) ?? seg.passengers[0];
      const count = (type: 'carry_on' | 'checked') => (mine?.baggages ?? []).filter((b) => b.type === type).reduce((n, b) => n + b.quantity, 0);
      carryOn = Math.min(carryOn, count('carry_on'));
      checked = Math.min(checked, count('checked'));
    }
  }
  return { carryOn: Number.isFinite(carryOn) ? carryOn : 0, checked: Number.isFinite(checked) ? checked : 0 };
}

const rate = (base: number, tax: number, currency: string): SupplierRate => ({
  wholesaleBase: { amountMinor: base, currency },
  taxesAndFees: { amountMinor: tax, currency },
  publishedRate: { amountMinor: base + tax, currency },
  recommendedSellingPrice: { amountMinor: base + tax, currency },
});

/**
 * The whole party's price (a flight offer's, a Stays rate's or quote's): total_amount is what is charged; base_amount and tax_amount split it
 * when Duffel gives both in the same currency, otherwise the missing part is total minus the other.
 */
export function offerRate(
  offer: Pick<Offer, 'total_amount' | 'total_currency' | 'base_currency' | 'tax_currency'> & { base_amount: string | null; tax_amount: string | null },
): SupplierRate | null {
  const currency = offer.total_currency;
  const total = toMinorUnits(offer.total_amount, currency);
  if (total === null) return null;
  const tax = offer.tax_currency === currency ? toMinorUnits(offer.tax_amount, currency) : null;
  const base = offer.base_currency === currency ? toMinorUnits(offer.base_amount, currency) : null;
  const wholesale = base ?? total - (tax ?? 0);
  return rate(wholesale, total - wholesale, currency);
}

/**
 * Splits `amount` over the party: children and infants each get the same share q, the adults the
 * rest evenly. q starts at the even share and steps down until the adults' rest divides evenly, so
 * the shares times the counts add up to the amount exactly; when no q does (two adults, 101 cents),
 * every share is the even share rounded down and the odd minor units stay on the party's total only.
 */
function split(amount: number, counts: PassengerCounts): { adult: number; other: number } {
  const others = counts.children + counts.infants;
  const n = counts.adults + others;
  const even = Math.floor(amount / n);
  if (counts.adults > 0) {
    for (let q = even; q >= 0 && q >= even - counts.adults; q -= 1) {
      const rest = amount - q * others;
      if (rest % counts.adults === 0) return { adult: rest / counts.adults, other: q };
    }
  }
  return { adult: even, other: even };
}

/**
 * Per passenger of each type. Duffel prices the offer as a whole, not per passenger, so the base and
 * the taxes are each split evenly over the party (split above). Airlines charge infants and often
 * children less than adults: these figures are an even share, for showing, never what is charged.
 */
export function passengerRates(total: SupplierRate, counts: PassengerCounts): SupplierFlightOffer['passengerRates'] {
  const currency = total.publishedRate.currency;
  const base = split(total.wholesaleBase.amountMinor, counts);
  const tax = split(total.taxesAndFees.amountMinor, counts);
  const list: SupplierFlightOffer['passengerRates'] = [];
  const add = (type: PassengerType, count: number, b: number, t: number) => {
    if (count > 0) list.push({ type, count, rate: rate(b, t, currency) });
  };
  add('adult', counts.adults, base.adult, tax.adult);
  add('child', counts.children, base.other, tax.other);
  add('infant', counts.infants, base.other, tax.other);
  return list;
}

const CABIN_NAMES: Readonly<Record<Cabin, string>> = {
  economy: 'Economy',
  premium_economy: 'Premium Economy',
  business: 'Business',
  first: 'First',
};

/** An offer as an offer request lists it or offers.get answers it (with available_services). */
export type ReshapeInput = Omit<Offer, 'available_services'>;

/** A Duffel offer as ours; null when it cannot be read (no slices, unreadable amounts), so a search skips it. */
export function reshapeOffer(offer: ReshapeInput, ids: PassengerIds, offerId: string, fallbackCabin: Cabin): SupplierFlightOffer | null {
  if (offer.slices.length === 0 || offer.slices.some((s) => s.segments.length === 0)) return null;
  const total = offerRate(offer);
  if (!total) return null;
  const firstPassenger = offer.slices[0]!.segments[0]!.passengers[0];
  const cabin = (firstPassenger?.cabin_class as Cabin | undefined) ?? fallbackCabin;
  const counts: PassengerCounts = { adults: ids.adult.length, children: ids.child.length, infants: ids.infant.length };
  const change = condition(offer.conditions.change_before_departure);
  const refund = condition(offer.conditions.refund_before_departure);
  const seats = (offer as ReshapeInput & { available_seats?: number | null }).available_seats;
  const payment = offer.payment_requirements;
  return {
    offerId,
    owner: { iata: offer.owner.iata_code ?? '', name: offer.owner.name },
    cabin,
    fareBrand: offer.slices[0]!.fare_brand_name ?? firstPassenger?.cabin_class_marketing_name ?? CABIN_NAMES[cabin] ?? 'Economy',
    slices: offer.slices.map(slice),
    baggage: baggage(offer, ids.adult[0]),
    conditions: { changeable: change.allowed, changeFee: change.fee, refundable: refund.allowed, refundFee: refund.fee },
    seatsLeft: typeof seats === 'number' ? seats : null,
    passengers: counts,
    rate: total,
    passengerRates: passengerRates(total, counts),
    expiresAt: offer.expires_at,
    ticketingDeadline: payment?.payment_required_by ?? payment?.price_guarantee_expires_at ?? offer.expires_at,
    documentRequired: offer.passenger_identity_documents_required,
  };
}
