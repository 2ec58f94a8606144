import type { FlightBookingDetails } from '@tripfront/domain/booking/bookings';
import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import bookingEn from '../../../../public/locales/en/booking.json';
import flightsEn from '../../../../public/locales/en/flights.json';
import { renderApp } from '../../../test/render.tsx';
import { BOOKING_NS } from '../../booking/index.ts';
import { CurrencyProvider } from '../../currency/index.ts';
import { FLIGHTS_NS } from '../hooks/use-flights-translation.ts';
import { offerDetails, usd } from '../testing.ts';
import FlightBookedSummary from './flight-booked-summary.tsx';

beforeAll(() => {
  i18next.addResourceBundle('en', FLIGHTS_NS, flightsEn, true, true);
  i18next.addResourceBundle('en', BOOKING_NS, bookingEn, true, true);
});

const { owner, cabin, fareBrand, slices, baggage, conditions, passengers, ticketingDeadline, documentRequired, firstDate, lastDate } = offerDetails(90000);
const booking = {
  product: 'flight',
  reference: 'TF-FLY123',
  service: 'flights',
  status: 'confirmed',
  title: 'Paris → New York',
  startDate: firstDate,
  endDate: lastDate,
  total: usd(90000),
  createdAt: '2030-01-01T10:00:00Z',
  cancellationPolicy: { refundable: true, freeCancellationUntil: null, description: 'Cancelling refunds the total less a $50.00 fee.' },
  leadGuest: { firstName: 'Ella', lastName: 'Explorer', email: 'ella@example.com' },
  price: { base: usd(80000), taxesAndFees: usd(10000), total: usd(90000), perNight: usd(30000) },
  payment: { gateway: 'sandbox', status: 'captured', brand: 'visa', last4: '4242' },
  supplierReference: 'SBXF-1',
  failureReason: null,
  cancellation: { cancelledAt: null, refundStatus: 'none', refund: null },
  refundPreview: null,
  history: [],
  flight: {
    owner,
    cabin,
    fareBrand,
    slices,
    baggage,
    conditions,
    passengers,
    ticketingDeadline,
    documentRequired,
    firstDate,
    lastDate,
    recordLocator: '2G99UC',
  },
  passengers: [
    {
      type: 'adult',
      givenName: 'Ella',
      familyName: 'Explorer',
      birthDate: '1988-04-12',
      document: { number: '••••567', expiry: '2035-01-01', issuingCountry: 'FR' },
    },
    { type: 'infant', givenName: 'Noa', familyName: 'Explorer', birthDate: '2029-06-01' },
  ],
} satisfies FlightBookingDetails;

describe('a booked flight (confirmation and booking pages)', () => {
  it('shows the airline record locator, the itinerary, the fare, every passenger and the price', async () => {
    renderApp(
      <CurrencyProvider agencyDefaultCountry="US">
        <FlightBookedSummary booking={booking} />
      </CurrencyProvider>,
    );
    expect(await screen.findByText('Airline booking code: 2G99UC')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Tripfront Air · Economy Flex' })).toBeInTheDocument();
    expect(screen.getAllByText('Non-stop')).toHaveLength(2);
    // The booking's terms in the server's words, in place of the fare's own refund line.
    expect(screen.getByText('Cancelling refunds the total less a $50.00 fee.')).toBeInTheDocument();
    expect(screen.queryByText(/^Refundable/)).toBeNull();
    expect(screen.getByText(/Ella Explorer · adult/)).toBeInTheDocument();
    expect(screen.getByText(/Noa Explorer · infant/)).toBeInTheDocument();
    // Ticketed: no ticketing time limit any more.
    expect(screen.queryByText(/The airline issues the tickets by/)).toBeNull();
    expect(screen.getByText('$900')).toBeInTheDocument();
  });
});
