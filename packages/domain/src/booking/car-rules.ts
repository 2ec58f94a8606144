import type { SupplierRate } from '../inventory.ts';
import { ageOn } from './passengers.ts';
import type { CAR_EXTRA_CODES } from './car-api.ts';
import {
  FUEL_POLICIES,
  MILEAGE_POLICIES,
  TRANSMISSIONS,
  VEHICLE_CLASSES,
  type CarExtraChoices,
  type CarFacets,
  type CarOfferView,
  type CarSearchQuery,
  type DueAtPickup,
  type VehicleClass,
} from './car-api.ts';

// The car rental rules (issue #18, decision 0048): who may drive a car, which extras a rental may
// take, and the results' filters, sorting and facets. Pure: the API and the web call them.

/** The age from which no young-driver surcharge applies: the price of a car depends on which side of it the driver is. */
export const YOUNG_DRIVER_AGE = 25;

/** The supplier's minimum driver age per vehicle class: premium cars 25, every other class 21. */
export const minDriverAgeOf = (vehicleClass: VehicleClass): number =>
  vehicleClass === 'Premium' || vehicleClass === 'Luxury' || vehicleClass === 'Convertible' ? 25 : 21;

export type DriverAgeIssue =
  /** Younger than the supplier rents this car to. */
  | { code: 'tooYoung'; minimum: number }
  /** On the other side of 25 than the search was priced for: the price would change. */
  | { code: 'searchAgeMismatch'; searchAge: number };

/**
 * The driver's age (at pick-up) against the car: at least the supplier's minimum for its class,
 * and on the same side of 25 as the search's driver age, since a driver under 25 pays a young
 * driver surcharge the searched price has or has not got. Any other difference from the search's
 * age is fine (a 40-year-old searching as 30 pays the same price).
 */
export function driverAgeIssue(age: number, car: { minDriverAge: number; searchAge: number }): DriverAgeIssue | null {
  if (age < car.minDriverAge) return { code: 'tooYoung', minimum: car.minDriverAge };
  if (age < YOUNG_DRIVER_AGE !== car.searchAge < YOUNG_DRIVER_AGE) return { code: 'searchAgeMismatch', searchAge: car.searchAge };
  return null;
}

/** The API's words for a driver age issue (the web words it in the visitor's language). */
export function driverAgeMessage(issue: DriverAgeIssue): string {
  return issue.code === 'tooYoung'
    ? `The driver must be at least ${issue.minimum} years old to rent this car.`
    : issue.searchAge < YOUNG_DRIVER_AGE
      ? `This price is for a driver under ${YOUNG_DRIVER_AGE}; search again with the driver's age.`
      : `This price is for a driver aged ${YOUNG_DRIVER_AGE} or over; a younger driver pays a surcharge, so search again with the driver's age.`;
}

export type DriverBirthDateIssue =
  /** On or after the pick-up day. */
  | { code: 'notBeforePickup' }
  /** Gives another age on the pick-up day than the driver states. */
  | { code: 'ageMismatch'; age: number; stated: number };

/**
 * The driver's date of birth against the age they state (their age on the pick-up day, checked
 * against the search by `driverAgeIssue`): a date of birth giving another age, or one not before
 * the pick-up, names the wrong driver or a typo, and the counter would turn the driver away.
 */
export function driverBirthDateIssue(birthDate: string, driver: { age: number; pickupDate: string }): DriverBirthDateIssue | null {
  if (birthDate >= driver.pickupDate) return { code: 'notBeforePickup' };
  const age = ageOn(birthDate, driver.pickupDate);
  return age === driver.age ? null : { code: 'ageMismatch', age, stated: driver.age };
}

/** The API's words for a date of birth issue (the web words it in the visitor's language). */
export const driverBirthDateMessage = (issue: DriverBirthDateIssue): string =>
  issue.code === 'notBeforePickup' ? 'must be before the pick-up date' : `gives the driver's age at pick-up as ${issue.age}, not ${issue.stated}`;

/** How a car rate is paid (decision 0112): charged by us when booking, or by the rental company at pick-up. */
export type CarPayment =
  /** The storefront charges the whole price when booking (the sandbox's rates). */
  | { at: 'booking' }
  /** Nothing is charged now: the driver pays `due` to the rental company at the counter, in its currency. */
  | { at: 'pickup'; due: DueAtPickup };

/**
 * How a car rate is paid (decision 0112, amending 0110): a rate the driver pays to the rental
 * company at the counter (Duffel's `postpaid`) is sold as "pay at pick-up": the storefront charges
 * nothing, and the rental company's own price (its rate's total, extras included, in its currency)
 * is due at pick-up. Every other rate is charged when booking. The search, the details, the hold
 * and the booking all ask this one rule.
 */
export function carPayment(offer: { paidAtCounter?: boolean; rate: Pick<SupplierRate, 'publishedRate'> }): CarPayment {
  if (offer.paidAtCounter !== true) return { at: 'booking' };
  const { amountMinor, currency } = offer.rate.publishedRate;
  return { at: 'pickup', due: { amount: amountMinor, currency } };
}

/** The price a car is compared by in the results (sorting, the filters' lowest prices): what is due at pick-up, or the price paid now. */
export const carListedPrice = (o: Pick<CarOfferView, 'price' | 'dueAtPickup'>): { amount: number; currency: string } => o.dueAtPickup ?? o.price.total;

/** Which extras a counter offers and how many of each one booking may take. */
export interface OfferedExtra {
  code: (typeof CAR_EXTRA_CODES)[number];
  maxQuantity: number;
}

/** What is wrong with the chosen extras for this car: the field path and what to change; null when nothing. */
export function carExtrasIssue(choices: CarExtraChoices, offered: readonly OfferedExtra[]): { path: string; message: string } | null {
  for (const [i, choice] of choices.entries()) {
    const extra = offered.find((o) => o.code === choice.code);
    if (!extra) return { path: `extras.${i}.code`, message: `${choice.code} is not offered with this car` };
    if (choice.quantity > extra.maxQuantity) return { path: `extras.${i}.quantity`, message: `at most ${extra.maxQuantity} ${choice.code} for one rental` };
  }
  return null;
}

/** An extra's price for the whole rental: per day times days times quantity. */
export const extraTotal = (perDay: number, days: number, quantity: number): number => perDay * days * quantity;

/** A car as a search lists it before its terms are worded (the API words them for the page it answers): what filters, sorts and facets read. */
export type ListedCar = Omit<CarOfferView, 'cancellationPolicy'>;

export type CarFilters = Pick<
  CarSearchQuery,
  'vehicleClass' | 'transmission' | 'minSeats' | 'minBags' | 'minDoors' | 'supplier' | 'mileage' | 'fuelPolicy' | 'freeCancellation'
>;

/** The cars matching every filter. `supplier` is a comma list of supplier names. */
export function filterCars<T extends ListedCar>(list: readonly T[], f: CarFilters): T[] {
  const classes = f.vehicleClass && f.vehicleClass.length > 0 ? new Set<string>(f.vehicleClass) : null;
  const suppliers = f.supplier
    ? new Set(
        f.supplier
          .split(',')
          .map((s) => s.trim().toLowerCase())
          .filter(Boolean),
      )
    : null;
  const fuel = f.fuelPolicy && f.fuelPolicy.length > 0 ? new Set<string>(f.fuelPolicy) : null;
  return list.filter(
    (o) =>
      (!classes || classes.has(o.vehicle.vehicleClass)) &&
      (!f.transmission || o.vehicle.transmission === f.transmission) &&
      (f.minSeats === undefined || o.vehicle.seats >= f.minSeats) &&
      (f.minBags === undefined || o.vehicle.bags >= f.minBags) &&
      (f.minDoors === undefined || o.vehicle.doors >= f.minDoors) &&
      (!suppliers || suppliers.size === 0 || suppliers.has(o.supplier.name.toLowerCase())) &&
      (!f.mileage || o.mileage.policy === f.mileage) &&
      (!fuel || fuel.has(o.fuelPolicy)) &&
      (f.freeCancellation !== 'true' || o.freeCancellationUntil !== null),
  );
}

type ListedPrice = ReturnType<typeof carListedPrice>;

const classRank = (o: ListedCar) => VEHICLE_CLASSES.indexOf(o.vehicle.vehicleClass);

/** Cheapest first (or dearest, most seats, smallest class); ties go to the cheaper, then the offer id, a stable order for paging. */
export function sortCars<T extends ListedCar>(list: readonly T[], sort: CarSearchQuery['sort']): T[] {
  const price = (o: ListedCar) => carListedPrice(o).amount;
  const by: Record<CarSearchQuery['sort'], (a: ListedCar, b: ListedCar) => number> = {
    price: (a, b) => price(a) - price(b),
    price_desc: (a, b) => price(b) - price(a),
    seats: (a, b) => b.vehicle.seats - a.vehicle.seats,
    class: (a, b) => classRank(a) - classRank(b),
  };
  return [...list].sort((a, b) => by[sort](a, b) || price(a) - price(b) || (a.offerId < b.offerId ? -1 : a.offerId > b.offerId ? 1 : 0));
}

function countBy<V extends string>(list: readonly ListedCar[], valueOf: (o: ListedCar) => V, order: readonly V[]) {
  const seen = new Map<V, { value: V; count: number; lowest: ListedPrice }>();
  for (const o of list) {
    const v = valueOf(o);
    const f = seen.get(v);
    const listed = carListedPrice(o);
    if (!f) seen.set(v, { value: v, count: 1, lowest: listed });
    else {
      f.count += 1;
      if (listed.amount < f.lowest.amount) f.lowest = listed;
    }
  }
  return [...seen.values()].sort((a, b) => (order.length > 0 ? order.indexOf(a.value) - order.indexOf(b.value) : 0) || a.value.localeCompare(b.value));
}

/** The filters' choices from every car found, before filtering. */
export function carFacetsOf(list: readonly ListedCar[]): CarFacets {
  const totals = list.map(carListedPrice);
  const min = totals.reduce<ListedPrice | null>((m, t) => (m === null || t.amount < m.amount ? t : m), null);
  const max = totals.reduce<ListedPrice | null>((m, t) => (m === null || t.amount > m.amount ? t : m), null);
  const most = (of: (o: ListedCar) => number) => list.reduce((m, o) => Math.max(m, of(o)), 0);
  return {
    vehicleClasses: countBy(list, (o) => o.vehicle.vehicleClass, VEHICLE_CLASSES),
    transmissions: countBy(list, (o) => o.vehicle.transmission, TRANSMISSIONS),
    suppliers: countBy(list, (o) => o.supplier.name, []),
    mileage: countBy(list, (o) => o.mileage.policy, MILEAGE_POLICIES),
    fuelPolicies: countBy(list, (o) => o.fuelPolicy, FUEL_POLICIES),
    maxSeats: most((o) => o.vehicle.seats),
    maxBags: most((o) => o.vehicle.bags),
    maxDoors: most((o) => o.vehicle.doors),
    freeCancellation: list.filter((o) => o.freeCancellationUntil !== null).length,
    priceRange: min && max ? { min, max } : null,
  };
}

/**
 * A car's rate with an add-on (its extras) of `netCents` wholesale: the add-on is sold at the car's
 * own ratios of taxes, public and recommended prices to its net, so the agency's markup applies to
 * it alike. The sandbox prices a hold with it and the API shows an extra's price per day with it.
 */
export function withAddOn(rate: SupplierRate, netCents: number): SupplierRate {
  const net = rate.wholesaleBase.amountMinor;
  const scale = (amount: number) => Math.round(amount + (net > 0 ? (netCents * amount) / net : 0));
  const m = (amountMinor: number) => ({ amountMinor, currency: rate.wholesaleBase.currency });
  return {
    wholesaleBase: m(net + netCents),
    taxesAndFees: m(scale(rate.taxesAndFees.amountMinor)),
    publishedRate: m(scale(rate.publishedRate.amountMinor)),
    recommendedSellingPrice: m(scale(rate.recommendedSellingPrice.amountMinor)),
  };
}
