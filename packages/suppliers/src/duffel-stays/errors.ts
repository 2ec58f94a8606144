import type { ErrorWords } from '../duffel/errors.ts';

// What a traveller reads when Duffel Stays fails; the mapping of Duffel's errors is duffel/errors.ts.

export const RATE_GONE = 'This room rate is no longer available; please choose another room.';
export const STAYS_HOLD_EXPIRED = 'The held room rate expired; please check the room again.';
export const STAYS_UNAVAILABLE = 'The hotel supplier is unavailable; please try again shortly.';
export const NO_SUCH_STAY = 'No such hotel booking.';
export const NO_SUCH_PROPERTY = 'This hotel is no longer in the search results; please search again.';

export const STAYS_WORDS: ErrorWords = {
  offerGone: RATE_GONE,
  goneCode: 'sold_out',
  soldOut: RATE_GONE,
  holdExpired: STAYS_HOLD_EXPIRED,
  priceChanged: 'The hotel changed the price of this room; please check the new price.',
  unavailable: STAYS_UNAVAILABLE,
  refusedCredentials: 'The hotel supplier refused our credentials.',
  balanceEmpty: 'Hotel booking is temporarily unavailable; please try again later.',
  notCancellable: 'The hotel does not allow this booking to be cancelled.',
  refusedRequest: 'The hotel could not accept these details; please check them and try again.',
  noSuchBooking: NO_SUCH_STAY,
  rateLimited: (ms) => `The hotel supplier is busy; please try again in ${Math.ceil(ms / 1000)} seconds.`,
};
