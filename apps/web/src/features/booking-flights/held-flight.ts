import type { BookingDetails } from '@tripfront/domain/booking/bookings';
import type { FlightOfferView } from '@tripfront/domain/booking/flight-api';
import type { HeldOffer } from '../booking/index.ts';

/** What the flight summaries show of an offer, a hold or a booking. */
export type FlightShown = Pick<FlightOfferView, 'owner' | 'cabin' | 'fareBrand' | 'slices' | 'baggage' | 'conditions'> & {
  passengers?: { adults: number; children: number; infants: number };
  ticketingDeadline?: string;
  recordLocator?: string | null;
};

/** The flight of a hold or a booking answer (its `flight` member), or null for another product's. */
export const heldFlightOf = (answer: HeldOffer | BookingDetails): FlightShown | null => (answer.product === 'flight' ? answer.flight : null);
