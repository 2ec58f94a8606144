import type { FlightOfferView } from '@tripfront/domain/booking/flight-api';

/** What the flight summaries show of an offer, a hold or a booking. */
export type FlightShown = Pick<FlightOfferView, 'owner' | 'cabin' | 'fareBrand' | 'slices' | 'baggage' | 'conditions'> & {
  passengers?: { adults: number; children: number; infants: number };
  ticketingDeadline?: string;
  recordLocator?: string | null;
};

/**
 * The flight of a hold or a booking answer (its `flight` member), or null when the answer has none
 * (an API that does not describe flights yet): the summaries then show the offer as priced.
 */
export function heldFlightOf(answer: object): FlightShown | null {
  const flight = 'flight' in answer ? answer.flight : undefined;
  return typeof flight === 'object' && flight !== null && 'slices' in flight ? (flight as FlightShown) : null;
}
