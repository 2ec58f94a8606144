import type { CarBooking, CarHold, CarSupplier, SupplierCarOffer } from '../car-booking.ts';
import type { FlightHold, FlightOrder, FlightSupplier, SupplierFlightOffer } from '../flight-booking.ts';
import { accountRoutes, unchanged, withAccount, type RoutedAccount } from './routing.ts';

// Cars and flights across an agency's supplier accounts (issue #41, decision 0105): one live
// account at a time sells the product (the settings refuse two), the sandbox when none is; every
// later call goes back to the account whose id it carries (routing.ts), live or archived.

export interface SingleRouterOptions<S> {
  /** The agency's accounts for the product, archived and switched-off ones included. */
  accounts: ReadonlyArray<RoutedAccount<S>>;
  sandbox: S;
  /** Where recovery looks a booking up by our client reference: the account it was made with, or null for the sandbox. */
  lookupAccount?: string | null;
}

const carOffer = (accountId: string, o: SupplierCarOffer): SupplierCarOffer => ({ ...o, offerId: withAccount(accountId, o.offerId) });
const carBooking = (accountId: string, b: CarBooking): CarBooking => ({ ...b, supplierReference: withAccount(accountId, b.supplierReference) });

export function createCarRouter({ accounts, sandbox, lookupAccount = null }: SingleRouterOptions<CarSupplier>): CarSupplier {
  const routes = accountRoutes(accounts, sandbox);
  const seller = routes.live[0];
  return {
    name: seller?.supplier?.name ?? sandbox.name,
    carSearch: async (query, signal) => {
      if (!seller) return sandbox.carSearch(query, signal);
      const found = await seller.supplier!.carSearch(query, signal);
      return found.ok ? { ok: true, value: found.value.map((o) => carOffer(seller.id, o)) } : found;
    },
    carOffer: (offerId, signal) => routes.through(offerId, 'invalid', (s, id) => s.carOffer(id, signal), carOffer),
    carHold: (offerId, extras, signal) =>
      routes.through(
        offerId,
        'invalid',
        (s, id) => s.carHold(id, extras, signal),
        (accountId, h): CarHold => ({ ...h, holdId: withAccount(accountId, h.holdId), offer: carOffer(accountId, h.offer) }),
      ),
    carReleaseHold: (holdId, signal) => routes.through(holdId, 'not_found', (s, id) => s.carReleaseHold(id, signal), unchanged),
    carBook: (request, signal) => routes.through(request.holdId, 'not_found', (s, holdId) => s.carBook({ ...request, holdId }, signal), carBooking),
    carCancel: (supplierReference, signal) =>
      routes.through(
        supplierReference,
        'not_found',
        (s, id) => s.carCancel(id, signal),
        (accountId, c) => ({
          ...c,
          supplierReference: withAccount(accountId, c.supplierReference),
        }),
      ),
    carBookingByClientReference: (clientReference, signal) =>
      routes.lookup(lookupAccount, (s) => s.carBookingByClientReference(clientReference, signal), carBooking),
  };
}

const flightOffer = (accountId: string, o: SupplierFlightOffer): SupplierFlightOffer => ({ ...o, offerId: withAccount(accountId, o.offerId) });
const flightOrder = (accountId: string, o: FlightOrder): FlightOrder => ({ ...o, supplierReference: withAccount(accountId, o.supplierReference) });

export function createFlightRouter({ accounts, sandbox, lookupAccount = null }: SingleRouterOptions<FlightSupplier>): FlightSupplier {
  const routes = accountRoutes(accounts, sandbox);
  const seller = routes.live[0];
  return {
    name: seller?.supplier?.name ?? sandbox.name,
    flightSearch: async (query, signal) => {
      if (!seller) return sandbox.flightSearch(query, signal);
      const found = await seller.supplier!.flightSearch(query, signal);
      return found.ok ? { ok: true, value: found.value.map((o) => flightOffer(seller.id, o)) } : found;
    },
    flightFareCalendar: (query, shifts, signal) => (seller ? seller.supplier! : sandbox).flightFareCalendar(query, shifts, signal),
    flightOffer: (offerId, signal) => routes.through(offerId, 'not_found', (s, id) => s.flightOffer(id, signal), flightOffer),
    flightHold: (offerId, signal) =>
      routes.through(
        offerId,
        'not_found',
        (s, id) => s.flightHold(id, signal),
        (accountId, h): FlightHold => ({ ...h, holdId: withAccount(accountId, h.holdId), offer: flightOffer(accountId, h.offer) }),
      ),
    flightReleaseHold: (holdId, signal) => routes.through(holdId, 'not_found', (s, id) => s.flightReleaseHold(id, signal), unchanged),
    flightBook: (request, signal) => routes.through(request.holdId, 'not_found', (s, holdId) => s.flightBook({ ...request, holdId }, signal), flightOrder),
    flightCancel: (supplierReference, signal) =>
      routes.through(
        supplierReference,
        'not_found',
        (s, id) => s.flightCancel(id, signal),
        (accountId, c) => ({
          ...c,
          supplierReference: withAccount(accountId, c.supplierReference),
        }),
      ),
    flightOrderByClientReference: (clientReference, signal) =>
      routes.lookup(lookupAccount, (s) => s.flightOrderByClientReference(clientReference, signal), flightOrder),
  };
}
