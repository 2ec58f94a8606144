import type { FlightOfferDetails, FlightOfferView, FlightSearchAnswer, FlightSlice } from '@tripfront/domain/booking/flight-api';
import type { FlightSearch } from '@tripfront/domain/search';

// Answers of the flight API for the screens' component tests (the contract's shapes, made by hand).

export const usd = (amount: number) => ({ amount, currency: 'USD' });
const airport = (iata: string, city: string) => ({ iata, name: `${city} International`, city, countryCode: 'XX' });
const carrier = (iata: string, name: string) => ({ iata, name });

export function slice(from: string, to: string, day: string, stops = 0): FlightSlice {
  const via = airport('KEF', 'Reykjavik');
  const segment = (o: ReturnType<typeof airport>, d: ReturnType<typeof airport>, dep: string, arr: string, minutes: number, operatedByOther = false) => ({
    marketingCarrier: carrier('TF', 'Tripfront Air'),
    operatingCarrier: operatedByOther ? carrier('NA', 'Nordic Air') : carrier('TF', 'Tripfront Air'),
    flightNumber: `TF${minutes}`,
    aircraft: 'Airbus A320',
    origin: o,
    destination: d,
    departAt: `${day}T${dep}`,
    arriveAt: `${day}T${arr}`,
    durationMinutes: minutes,
  });
  const o = airport(from, from === 'CDG' ? 'Paris' : 'New York');
  const d = airport(to, to === 'CDG' ? 'Paris' : 'New York');
  return stops === 0
    ? {
        origin: o,
        destination: d,
        departAt: `${day}T08:00`,
        arriveAt: `${day}T10:30`,
        durationMinutes: 510,
        segments: [segment(o, d, '08:00', '10:30', 510)],
        layovers: [],
      }
    : {
        origin: o,
        destination: d,
        departAt: `${day}T07:00`,
        arriveAt: `${day}T15:00`,
        durationMinutes: 780,
        segments: [segment(o, via, '07:00', '09:00', 180), segment(via, d, '11:00', '15:00', 420, true)],
        layovers: [{ airport: via, minutes: 120 }],
      };
}

export const DIRECT_TERMS = {
  refundable: true,
  freeCancellationUntil: '2030-03-01T07:00:00.000Z',
  description: 'Cancelling until Mar 1, 2030, 8:00 AM (local time) refunds the total less a $50.00 fee, then non-refundable.',
};
export const ONE_STOP_TERMS = { refundable: false, freeCancellationUntil: null, description: 'Non-refundable: cancelling refunds nothing.' };

export function offer(id: string, total: number, stops = 0): FlightOfferView {
  return {
    offerId: `offer-${id}-0123456789`,
    owner: carrier('TF', 'Tripfront Air'),
    cabin: 'economy',
    fareBrand: stops === 0 ? 'Economy Flex' : 'Economy Light',
    slices: [slice('CDG', 'JFK', '2030-03-01', stops), slice('JFK', 'CDG', '2030-03-08', stops)],
    baggage: { carryOn: 1, checked: stops === 0 ? 1 : 0 },
    conditions: { changeable: true, changeFee: null, refundable: stops === 0, refundFee: stops === 0 ? usd(5000) : null },
    // The server's words for those terms (decision 0097).
    cancellationPolicy: stops === 0 ? DIRECT_TERMS : ONE_STOP_TERMS,
    seatsLeft: 3,
    price: { base: usd(total - 10000), taxesAndFees: usd(10000), total: usd(total), perNight: usd(total / 3) },
    expiresAt: '2030-02-01T00:00:00Z',
  };
}

export function searchAnswer(offers: FlightOfferView[], page = 1, hasMore = false): FlightSearchAnswer {
  return {
    data: {
      offers,
      total: hasMore ? offers.length * 2 : offers.length,
      totalPages: hasMore ? 2 : 1,
      hasMore,
      page,
      pageSize: 10,
      currency: 'USD',
      slices: [
        { origin: 'CDG', destination: 'JFK', departureDate: '2030-03-01' },
        { origin: 'JFK', destination: 'CDG', departureDate: '2030-03-08' },
      ],
      passengers: { adults: 2, children: 0, infants: 1 },
      facets: {
        airlines: [{ ...carrier('TF', 'Tripfront Air'), lowest: usd(60000) }],
        stops: [
          { stops: 0, lowest: usd(90000) },
          { stops: 1, lowest: usd(60000) },
        ],
        priceRange: { min: usd(60000), max: usd(90000) },
        longestMinutes: 780,
      },
    },
  };
}

export function offerDetails(total: number, documentRequired = true, currency = 'USD'): FlightOfferDetails {
  const money = (amount: number) => ({ amount, currency });
  return {
    ...offer('direct', total),
    price: { base: money(total - 10000), taxesAndFees: money(10000), total: money(total), perNight: money(total / 3) },
    passengers: { adults: 2, children: 0, infants: 1 },
    priceByPassenger: [
      { type: 'adult', count: 2, base: money(40000), taxesAndFees: money(4500), total: money(44500) },
      { type: 'infant', count: 1, base: money(total - 90000), taxesAndFees: money(1000), total: money(total - 89000) },
    ],
    ticketingDeadline: '2030-02-20T12:00:00Z',
    documentRequired,
    firstDate: '2030-03-01',
    lastDate: '2030-03-08',
  };
}

export const roundTrip: FlightSearch = {
  tripType: 'roundtrip',
  from: { iata: 'CDG', label: 'Paris CDG' },
  to: { iata: 'JFK', label: 'New York JFK' },
  departDate: '2030-03-01',
  returnDate: '2030-03-08',
  legs: [],
  cabin: 'economy',
  adults: 2,
  children: 0,
  infants: 1,
};
