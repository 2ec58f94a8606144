// The bookable products and the words the booking pipeline uses for each (issue #14). Zod-free:
// the web imports it with the rules, the API with the messages.

export const PRODUCTS = ['hotel', 'flight', 'car', 'activity', 'cruise', 'resort'] as const;
export type Product = (typeof PRODUCTS)[number];

/** The bookable services: the booking menu's, the search forms' and the URLs' names for the products. */
export type ServiceKey = 'hotels' | 'flights' | 'resorts' | 'cars' | 'activities' | 'cruise';

/** The spec's service of each product (the booking menu, My Trips, the `service` of a booking). */
export const PRODUCT_SERVICE: Readonly<Record<Product, ServiceKey>> = {
  hotel: 'hotels',
  flight: 'flights',
  car: 'cars',
  activity: 'activities',
  cruise: 'cruise',
  resort: 'resorts',
};

const SERVICE_PRODUCT = Object.fromEntries(Object.entries(PRODUCT_SERVICE).map(([p, s]) => [s, p])) as Record<ServiceKey, Product>;

/** The product of a service; a booking written before products existed is a hotel booking. */
export const productOfService = (service: string | null | undefined): Product => SERVICE_PRODUCT[service as ServiceKey] ?? 'hotel';

export const isProduct = (value: unknown): value is Product => typeof value === 'string' && (PRODUCTS as readonly string[]).includes(value);

/**
 * How the API's English messages name what is booked and who confirms it. The web shows its own
 * translated texts for each error code and product (booking.json); these are for API clients, the
 * status history and emails.
 */
export interface ProductWords {
  /** 'this room' / 'these seats': what the traveller holds. */
  thisItem: string;
  /** 'has' or 'have', agreeing with thisItem. */
  verb: 'has' | 'have';
  /** 'the room' / 'the seats'. */
  theItem: string;
  /** 'room' / 'flight': one more of it. */
  another: string;
  /** What else to choose when it is gone. */
  alternatives: string;
  /** 'the hotel' / 'the airline': who confirms the booking. */
  supplier: string;
}

export const PRODUCT_WORDS: Readonly<Record<Product, ProductWords>> = {
  hotel: { thisItem: 'this room', verb: 'has', theItem: 'the room', another: 'room', alternatives: 'another room or other dates', supplier: 'the hotel' },
  flight: {
    thisItem: 'these seats',
    verb: 'have',
    theItem: 'the seats',
    another: 'flight',
    alternatives: 'another flight or other dates',
    supplier: 'the airline',
  },
  car: { thisItem: 'this car', verb: 'has', theItem: 'the car', another: 'car', alternatives: 'another car or other dates', supplier: 'the rental company' },
  activity: {
    thisItem: 'these tickets',
    verb: 'have',
    theItem: 'the tickets',
    another: 'activity',
    alternatives: 'another time or date',
    supplier: 'the activity provider',
  },
  cruise: {
    thisItem: 'this cabin',
    verb: 'has',
    theItem: 'the cabin',
    another: 'cabin',
    alternatives: 'another cabin or sailing',
    supplier: 'the cruise line',
  },
  resort: { thisItem: 'this unit', verb: 'has', theItem: 'the unit', another: 'unit', alternatives: 'another unit or other dates', supplier: 'the resort' },
};

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The booking pipeline's messages, each naming the product (English; the web translates by code). */
export const bookingMessages = (product: Product) => {
  const w = PRODUCT_WORDS[product];
  return {
    soldOut: `Sorry, ${w.thisItem} ${w.verb} just sold out. Please choose ${w.alternatives}.`,
    holdExpired: `Your hold on ${w.thisItem} has expired. Please check the price and availability again.`,
    /** The supplier refused the booking: nothing booked, nothing charged. */
    supplierRejected: `Sorry, ${w.supplier} could not confirm ${w.thisItem}. No booking was made and your card was not charged.`,
    /** The supplier never confirmed (recovery gave up): nothing booked, payment released. */
    notConfirmedInTime: `${capital(w.supplier)} did not confirm this booking. No booking was made and the payment was released.`,
    /** `was` and `now` are formatted amounts. */
    priceChanged: (was: string, now: string) => `The price of ${w.thisItem} has changed from ${was} to ${now}. Please review the new price to continue.`,
    holdFailed: `${capital(w.theItem)} could not be held. Please try again.`,
    offerNotOffered: `this offer is no longer available; please search again.`,
    cancelUnavailable: `${capital(w.supplier)} could not cancel the booking right now. Please try again.`,
    confirmedBy: (supplierReference: string) => `Confirmed by ${w.supplier} (${supplierReference})`,
    tooManyHolds: (n: number, minutes: number) =>
      `You already have ${n} ${n === 1 ? 'hold' : 'holds'} open. Book one of them, or wait up to ${minutes} minutes for a hold to end, before holding another ${w.another}.`,
  };
};

/** The same for every product. */
export const AUTHENTICATION_TIMED_OUT = 'The payment was not authenticated in time. No booking was made and you were not charged.';
