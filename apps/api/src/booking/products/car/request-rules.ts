import type { CancellationTerms } from '@tripfront/domain/booking/refund';
import { cancellationPolicy } from '../../policy.ts';
import type { FastifyRequest } from 'fastify';
import type { PricingContext } from '@tripfront/domain';
import type { CarExtraChoices, CarOfferDetails, CarOfferView, CarSearchQuery, HeldCar } from '@tripfront/domain/booking/car-api';
import { carPayment, withAddOn, type ListedCar } from '@tripfront/domain/booking/car-rules';
import type { BookingMoney, PriceBreakdown } from '@tripfront/domain/booking/price';
import { nothingCharged, priceBreakdown } from '@tripfront/domain/booking/price';
import { requestToday } from '@tripfront/domain/today';
import { carSearchIssues, type SearchIssue } from '@tripfront/domain/search';
import type { SupplierRate } from '@tripfront/domain/inventory';
import type { CarHold, CarQuery, SupplierCarOffer } from '@tripfront/suppliers';
import { badRequest } from '../../../lib/http-errors.ts';

// The car product's request rules and answer shapes (issue #18): the rental's dates and driver age
// checked by the search form's own rule (domain/search/cars.ts) with this request's today, and
// supplier cars priced through the domain's one pricing path.

/** The search form's fields as the API's query keys. */
const FIELD: Record<string, keyof CarSearchQuery> = {
  pickup: 'pickup_lat',
  dropoff: 'dropoff_lat',
  pickupDate: 'pickup_date',
  dropoffDate: 'dropoff_date',
  dropoffTime: 'dropoff_time',
  driverAge: 'driver_age',
};

function issueText(issue: SearchIssue): string {
  switch (issue.code) {
    case 'dateTooEarly':
      return issue.path === 'dropoffDate' ? `must not be before the pick-up date (${issue.date}).` : `must be on or after ${issue.date}.`;
    case 'rangeTooLong':
      return 'a rental can last at most 60 days.';
    case 'timeNotAfterStart':
      return `must be after the pick-up time (${issue.time}) on a one-day rental.`;
    case 'driverAge':
      return 'must be 18 to 99.';
    case 'dateRequired':
      return 'is required.';
    default:
      return 'is not valid.';
  }
}

/** The rental as asked, or a 400 naming the query key: the search form's rules with the pick-up's today. */
export function checkRental(request: FastifyRequest, q: CarSearchQuery): void {
  const today = requestToday(request.headers, q.pickup_long);
  const label = (name: string | undefined, lat: number, long: number) => ({
    label: name || `${lat},${long}`,
    latitude: lat,
    longitude: long,
    countryCode: null,
  });
  const differentDropoff = q.dropoff_lat !== undefined && q.dropoff_long !== undefined;
  const issues = carSearchIssues(
    {
      pickup: { ...label(q.pickup, q.pickup_lat, q.pickup_long), countryCode: q.pickup_country ?? null },
      differentDropoff,
      dropoff: differentDropoff ? label(q.dropoff, q.dropoff_lat!, q.dropoff_long!) : null,
      pickupDate: q.pickup_date,
      pickupTime: q.pickup_time,
      dropoffDate: q.dropoff_date,
      dropoffTime: q.dropoff_time,
      driverAge: q.driver_age,
      residence: q.residence,
    },
    { today, restriction: request.tenant.agency.disallowSameDayBooking },
  );
  const first = issues[0];
  if (first) {
    const field = FIELD[first.path] ?? first.path;
    throw badRequest(`${field}: ${issueText(first)}`, field);
  }
}

/** The supplier's question for a search query (the drop-off is the pick-up when absent). */
export function carQueryOf(q: CarSearchQuery): CarQuery {
  const pickup = { latitude: q.pickup_lat, longitude: q.pickup_long };
  return {
    pickup,
    dropoff: q.dropoff_lat !== undefined && q.dropoff_long !== undefined ? { latitude: q.dropoff_lat, longitude: q.dropoff_long } : pickup,
    pickUpDateTime: `${q.pickup_date}T${q.pickup_time}`,
    returnDateTime: `${q.dropoff_date}T${q.dropoff_time}`,
    driverAge: q.driver_age,
    residence: q.residence,
  };
}

/**
 * What we charge for the rental when booking: perNight is the price per day. Spec §7 pricing: the
 * pick-up's country decides the markup rule. Nothing for a rate paid at pick-up (decision 0112):
 * the rental company charges its own price at the counter, with no markup of ours.
 */
export const carPrice = (rate: SupplierRate, o: Pick<SupplierCarOffer, 'countryCode' | 'rentalDays' | 'paidAtCounter'>, ctx: PricingContext): PriceBreakdown =>
  carPayment({ ...o, rate }).at === 'pickup'
    ? nothingCharged(ctx.currency, ctx.forAgent)
    : priceBreakdown(rate, ctx, { product: 'car', country: o.countryCode, nights: o.rentalDays, rooms: 1 });

/** `{ dueAtPickup }` for a rate paid at pick-up (decision 0112), its rental company's price for `rate`; nothing otherwise. */
export function dueAtPickupOf(rate: SupplierRate, o: Pick<SupplierCarOffer, 'paidAtCounter'>): Pick<CarOfferView, 'dueAtPickup'> {
  const payment = carPayment({ ...o, rate });
  return payment.at === 'pickup' ? { dueAtPickup: payment.due } : {};
}

/** What `netCents` more of the car's rate costs the traveller: the difference it makes to the total. */
function addOnPrice(o: SupplierCarOffer, netCents: number, ctx: PricingContext): BookingMoney {
  const base = carPrice(o.rate, o, ctx).total;
  return { amount: carPrice(withAddOn(o.rate, netCents), o, ctx).total.amount - base.amount, currency: base.currency };
}

/** The refund rule's terms of a car offer: free until its deadline, at the counter's time. */
export const carTerms = (o: Pick<ListedCar, 'freeCancellationUntil' | 'timeZone'>): CancellationTerms => ({
  refundable: o.freeCancellationUntil !== null,
  freeCancellationUntil: o.freeCancellationUntil,
  ...(o.timeZone === undefined ? {} : { timeZone: o.timeZone }),
});

/** The car priced and shaped for a search's list, without its terms' sentence (withCarTerms words it). */
export function listedCar(o: SupplierCarOffer, ctx: PricingContext): ListedCar {
  return {
    offerId: o.offerId,
    vehicle: o.vehicle,
    supplier: o.supplier,
    pickup: { name: o.pickup.name, dateTime: o.pickup.dateTime },
    dropoff: o.dropoff,
    countryCode: o.countryCode,
    rentalDays: o.rentalDays,
    mileage: o.mileage,
    fuelPolicy: o.fuelPolicy,
    freeCancellationUntil: o.freeCancellationUntil,
    timeZone: o.timeZone,
    minDriverAge: o.minDriverAge,
    carsLeft: o.carsLeft,
    ...(o.driverBirthDateRequired ? { driverBirthDateRequired: true } : {}),
    price: carPrice(o.rate, o, ctx),
    ...dueAtPickupOf(o.rate, o),
  };
}

/**
 * The listed car with its terms worded (the deadline at the counter's local time, in `language`,
 * the booker's). A search words them for the page it answers only: wording takes a time-zone and
 * a date format per car.
 */
export const withCarTerms = (car: ListedCar, currency: string, language?: string): CarOfferView => ({
  ...car,
  cancellationPolicy: cancellationPolicy(carTerms(car), { language, currency }),
});

/** The extras' wholesale for the whole rental, as the supplier's hold adds it (per day × days × quantity). */
export function extrasNetCents(o: Pick<SupplierCarOffer, 'extras' | 'rentalDays'>, chosen: CarExtraChoices): number {
  return chosen.reduce((n, c) => n + (o.extras.find((e) => e.code === c.code)?.perDay.amountMinor ?? 0) * o.rentalDays * c.quantity, 0);
}

export function carOfferDetails(o: SupplierCarOffer, ctx: PricingContext, chosen: CarExtraChoices = [], language?: string): CarOfferDetails {
  return {
    ...withCarTerms(listedCar(o, ctx), ctx.currency, language),
    pickupInstructions: o.pickup.instructions,
    includes: o.includes,
    excludes: o.excludes,
    extras: o.extras.map((e) => ({ code: e.code, perDay: addOnPrice(o, e.perDay.amountMinor, ctx), maxQuantity: e.maxQuantity })),
    driverAge: o.query.driverAge,
    residence: o.query.residence,
    points: { pickup: o.query.pickup, dropoff: o.query.dropoff },
    chosenExtras: chosen,
    priceWithExtras: carPrice(withAddOn(o.rate, extrasNetCents(o, chosen)), o, ctx),
  };
}

/** What a hold and a booking show of the car: the details without the live price, and the extras taken. */
export function heldCar(h: CarHold, ctx: PricingContext): HeldCar {
  const {
    price: _price,
    carsLeft: _left,
    extras: _offered,
    chosenExtras: _chosen,
    priceWithExtras: _with,
    points: _points,
    cancellationPolicy: _policy,
    ...details
  } = carOfferDetails(h.offer, ctx);
  return {
    ...details,
    // The held rate is the car's with its extras: due at pick-up with them.
    ...dueAtPickupOf(h.rate, h.offer),
    extras: h.extras.map((e) => ({
      code: e.code,
      quantity: e.quantity,
      perDay: addOnPrice(h.offer, e.perDay.amountMinor, ctx),
      total: addOnPrice(h.offer, e.total.amountMinor, ctx),
    })),
  };
}
