import type { CancelResult, HotelAvailability, HotelHold, PropertyDetails, RateQuote, SupplierBooking } from '../hotel-booking.ts';
import type { SupplierResult } from '../result.ts';
import type { HotelSupplier, HotelSupplierMethod, InventorySupplier } from '../supplier.ts';
import { accountRoutes, unchanged, withAccount, type RoutedAccount } from './routing.ts';

// One agency's hotels across its supplier accounts (issue #41, decision 0105), as one hotel
// supplier the booking pipeline and the hotel API use unchanged: search asks every live account at
// once and answers all their listings, each id carrying its account (the hotel API shows a property
// two accounts list once, at the cheaper price the traveller would pay: mergeListings); an account
// that fails leaves the others' results; with no live account, the sandbox answers. Every later
// call goes back to the account whose id it carries (routing.ts).

/** The hotel methods the pipeline calls: the sandbox's InventorySupplier has them, so does every real adapter. */
export type HotelCalls = Pick<InventorySupplier, HotelSupplierMethod>;

export interface HotelRouterOptions {
  /** The agency's hotel accounts, archived and switched-off ones included (their bookings still cancel through them). */
  accounts: ReadonlyArray<RoutedAccount<HotelSupplier>>;
  /** The sandbox: searched when no account is live, and every id without an account. */
  sandbox: HotelCalls;
  /** Where recovery looks a booking up by our client reference: the account it was made with, or null for the sandbox. */
  lookupAccount?: string | null;
}

const prefixQuote = (accountId: string, q: RateQuote): RateQuote => ({
  ...q,
  rateId: withAccount(accountId, q.rateId),
  property: { ...q.property, propertyId: withAccount(accountId, q.property.propertyId) },
});

const prefixBooking = (accountId: string, b: SupplierBooking): SupplierBooking => ({
  ...b,
  supplierReference: withAccount(accountId, b.supplierReference),
  holdId: withAccount(accountId, b.holdId),
  propertyId: withAccount(accountId, b.propertyId),
});

export function createHotelRouter({ accounts, sandbox, lookupAccount = null }: HotelRouterOptions): HotelCalls {
  const routes = accountRoutes<HotelCalls>(accounts, sandbox);
  const { live } = routes;
  return {
    async hotelAvailability(query, signal): Promise<SupplierResult<HotelAvailability[]>> {
      if (live.length === 0) return sandbox.hotelAvailability(query, signal);
      const answers = await Promise.all(live.map((a) => a.supplier!.hotelAvailability(query, signal)));
      const found = answers.flatMap((r, i) =>
        r.ok
          ? [
              r.value.map((h) => ({
                ...h,
                propertyId: withAccount(live[i]!.id, h.propertyId),
                ...(h.lowestRateId ? { lowestRateId: withAccount(live[i]!.id, h.lowestRateId) } : {}),
              })),
            ]
          : [],
      );
      // One supplier down never empties the search: only when every account failed is it a failure.
      if (found.length === 0) return answers[0]!;
      return { ok: true, value: found.flat() };
    },

    hotelPropertyDetails: (query, signal) =>
      routes.through(
        query.propertyId,
        'not_found',
        (s, propertyId) => s.hotelPropertyDetails({ ...query, propertyId }, signal),
        (accountId, d): PropertyDetails => ({
          ...d,
          propertyId: withAccount(accountId, d.propertyId),
          roomTypes: d.roomTypes.map((room) => ({ ...room, rates: room.rates.map((rate) => ({ ...rate, rateId: withAccount(accountId, rate.rateId) })) })),
        }),
      ),

    hotelPriceCheck: (rateId, signal) => routes.through(rateId, 'invalid', (s, id) => s.hotelPriceCheck(id, signal), prefixQuote),

    hotelHold: (request, signal) =>
      routes.through(
        request.rateId,
        'invalid',
        (s, rateId) => s.hotelHold({ ...request, rateId }, signal),
        (accountId, h): HotelHold => ({ ...h, holdId: withAccount(accountId, h.holdId), quote: prefixQuote(accountId, h.quote) }),
      ),

    hotelReleaseHold: (holdId, signal) => routes.through(holdId, 'not_found', (s, id) => s.hotelReleaseHold(id, signal), unchanged),

    hotelBook: (request, signal) => routes.through(request.holdId, 'not_found', (s, holdId) => s.hotelBook({ ...request, holdId }, signal), prefixBooking),

    hotelCancel: (supplierReference, signal) =>
      routes.through(
        supplierReference,
        'not_found',
        (s, id) => s.hotelCancel(id, signal),
        (accountId, c): CancelResult => ({ ...c, supplierReference: withAccount(accountId, c.supplierReference) }),
      ),

    hotelBookingByClientReference: (clientReference, signal) =>
      routes.lookup(lookupAccount, (s) => s.hotelBookingByClientReference(clientReference, signal), prefixBooking),
  };
}
