import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AgentBookingDetails } from '@tripfront/domain/agent-bookings';
import agentBookingsEn from '../../../../public/locales/en/agent-bookings.json';
import bookingEn from '../../../../public/locales/en/booking.json';
import { makeAgent } from '../../../test/factories.ts';
import { fetchCalls, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';
import { BOOKING_NS } from '../../booking/index.ts';
import { CurrencyProvider } from '../../currency/index.ts';
import { AGENT_BOOKINGS_NS } from '../hooks/use-agent-bookings-translation.ts';
import { AgentBookingPage } from './agent-booking-page.tsx';
import { BookingsLayout } from './bookings-layout.tsx';

beforeAll(() => {
  i18next.addResourceBundle('en', AGENT_BOOKINGS_NS, agentBookingsEn, true, true);
  i18next.addResourceBundle('en', BOOKING_NS, bookingEn, true, true);
  // jsdom has no modal dialogs: the dialog stays inline, as in old browsers.
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
});

const usd = (amount: number) => ({ amount, currency: 'USD' as const });
const future = new Date(Date.now() + 30 * 86_400_000).toISOString();

function details(over: Partial<AgentBookingDetails['booking']> = {}): AgentBookingDetails {
  return {
    booking: {
      reference: 'TF-AAAA2222',
      product: 'hotel',
      service: 'hotels',
      status: 'confirmed',
      title: 'Hotel Lumière',
      location: 'Paris, FR',
      startDate: '2027-03-01',
      endDate: '2027-03-04',
      total: usd(50_000),
      createdAt: '2026-11-20T08:15:00.000Z',
      hotel: { propertyId: 'p1', name: 'Hotel Lumière', address: '1 rue de Rivoli', stars: 4, image: '' },
      room: { roomTypeId: 'r1', name: 'Double' },
      ratePlan: {
        name: 'Room only',
        board: 'room_only',
        cancellationPolicy: { refundable: true, freeCancellationUntil: future, description: 'Free cancellation until …' },
      },
      nights: 3,
      rooms: 1,
      occupancy: ['2'],
      cancellationPolicy: { refundable: true, freeCancellationUntil: future, description: 'Free cancellation until later' },
      leadGuest: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' },
      price: { base: usd(40_000), taxes: usd(10_000), total: usd(50_000), wholesale: usd(45_000), markup: usd(5_000) },
      payment: { gateway: 'sandbox', status: 'captured', brand: 'visa', last4: '4242' },
      supplierReference: 'SBX-1',
      failureReason: null,
      cancellation: { cancelledAt: null, refundStatus: 'none', refund: null },
      refundPreview: { refund: usd(50_000), kind: 'full', until: future, fee: null, text: 'Cancelling now refunds $500.00: free cancellation until later.' },
      history: [
        { status: 'pending', at: '2026-11-20T08:15:00.000Z', note: 'Booking started', actor: { kind: 'agent', name: 'Sam Sales' } },
        { status: 'confirmed', at: '2026-11-20T08:15:02.000Z', note: 'Confirmed by the hotel (SBX-1)', actor: { kind: 'system', name: 'Booking recovery' } },
      ],
      ...over,
    } as AgentBookingDetails['booking'],
    traveller: { id: 't1', name: 'Ada Lovelace', email: 'ada@example.com' },
    agent: { id: 'a1', name: 'Sam Sales', email: 'sam@example.com' },
    payments: [
      {
        gateway: 'sandbox',
        reference: 'pay_123',
        status: 'captured',
        brand: 'visa',
        last4: '4242',
        amount: usd(50_000),
        refundStatus: 'none',
        refund: null,
        dispute: null,
      },
    ],
    credits: null,
  };
}

const routes = [
  {
    element: (
      <CurrencyProvider agencyDefaultCountry="US">
        <BookingsLayout />
      </CurrencyProvider>
    ),
    children: [{ path: '/bookings/:reference', element: <AgentBookingPage /> }],
  },
];

describe('A booking in the back-office', { timeout: 20_000 }, () => {
  it('shows the summary with agent prices, the traveller, the agent, the payment and the history', async () => {
    mockApi({ 'GET /api/agent/bookings/TF-AAAA2222': { body: { data: details() } } });
    renderApp(<></>, { user: makeAgent(), path: '/bookings/TF-AAAA2222', routes });
    expect(await screen.findByRole('heading', { level: 1, name: 'Booking TF-AAAA2222' })).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Booking' });
    expect(summary).toHaveTextContent('Total$500');
    expect(summary).toHaveTextContent('Wholesale Rate$450');
    expect(summary).toHaveTextContent('Agency Markup$50');
    expect(summary).toHaveTextContent('Mar 01, 2027 | Mar 04, 2027');
    expect(screen.getByRole('region', { name: 'Traveller' })).toHaveTextContent('Ada Lovelace');
    expect(screen.getByRole('region', { name: 'Traveller' })).toHaveTextContent('Sam Sales');
    const payments = screen.getByRole('region', { name: 'Payments' });
    expect(payments).toHaveTextContent('pay_123');
    expect(payments).toHaveTextContent('visa ending 4242');
    expect(payments).toHaveTextContent('Paid');
    const history = within(screen.getByRole('region', { name: 'Status history' })).getAllByRole('listitem');
    expect(history).toHaveLength(2);
    // Who made each change: a person by name, the system by kind.
    expect(history[0]).toHaveTextContent(/by Sam Sales$/);
    expect(history[1]).toHaveTextContent(/by System$/);
    expect(screen.getByRole('link', { name: 'Back to bookings' })).toHaveAttribute('href', '/bookings');
    expect(payments).not.toHaveTextContent('Dispute');
    expect(summary).not.toHaveTextContent('Special requests');
  });

  it('offers the voucher and each receipt of the booking as PDFs in the interface language', async () => {
    const receipt = {
      id: '00000000-0000-4000-8000-000000000007',
      number: 7,
      label: 'SUNRISE-000007',
      kind: 'payment',
      bookingReference: 'TF-AAAA2222',
      amount: { amount: 50000, currency: 'USD' },
      taxes: [],
      seller: { name: 'Sunrise Travel', address: [], email: 'hello@sunrise-travel.example', phone: '' },
      buyer: { name: 'Ada Lovelace', email: 'ada@example.com' },
      issuedAt: '2027-01-10T10:00:00Z',
    };
    mockApi({
      'GET /api/agent/bookings/TF-AAAA2222': { body: { data: details() } },
      'GET /api/bookings/TF-AAAA2222/receipts': { body: { data: [receipt] } },
    });
    renderApp(<></>, { user: makeAgent(), path: '/bookings/TF-AAAA2222', routes });
    expect(await screen.findByRole('link', { name: 'Download voucher' })).toHaveAttribute('href', '/api/bookings/TF-AAAA2222/voucher.pdf?lang=en');
    const payments = screen.getByRole('region', { name: 'Payments' });
    const link = await within(payments).findByRole('link', { name: 'Download receipt SUNRISE-000007' });
    expect(link).toHaveAttribute('href', '/api/bookings/TF-AAAA2222/receipts/7/pdf?lang=en');
    expect(within(payments).getByRole('list', { name: 'Receipts' })).toHaveTextContent('SUNRISE-000007 · Payment · $500');
  });

  it("shows the traveller's special requests to the agent, only when there are some", async () => {
    const asked = details();
    asked.booking = { ...asked.booking, specialRequests: 'Late arrival, around 23:00.' };
    mockApi({ 'GET /api/agent/bookings/TF-AAAA2222': { body: { data: asked } } });
    renderApp(<></>, { user: makeAgent(), path: '/bookings/TF-AAAA2222', routes });
    const summary = await screen.findByRole('region', { name: 'Booking' });
    expect(summary).toHaveTextContent('Special requestsLate arrival, around 23:00.');
  });

  it('shows the taxes and fees due at the property apart from the total, in the property’s currency', async () => {
    const stay = details();
    stay.booking = { ...stay.booking, dueAtProperty: { amount: 2400, currency: 'EUR' } } as AgentBookingDetails['booking'];
    mockApi({ 'GET /api/agent/bookings/TF-AAAA2222': { body: { data: stay } } });
    renderApp(<></>, { user: makeAgent(), path: '/bookings/TF-AAAA2222', routes });
    const summary = await screen.findByRole('region', { name: 'Booking' });
    expect(summary).toHaveTextContent('Total$500Wholesale Rate$450Agency Markup$50Due at the property€24Cancellation policy');
  });

  it('shows the price due at pick-up of a car paid at the counter, in the rental company’s currency', async () => {
    const rental = details();
    rental.booking = {
      ...rental.booking,
      product: 'car',
      car: { dueAtPickup: { amount: 17_520, currency: 'EUR' } },
    } as unknown as AgentBookingDetails['booking'];
    mockApi({ 'GET /api/agent/bookings/TF-AAAA2222': { body: { data: rental } } });
    renderApp(<></>, { user: makeAgent(), path: '/bookings/TF-AAAA2222', routes });
    const summary = await screen.findByRole('region', { name: 'Booking' });
    expect(summary).toHaveTextContent('Due at pick-up€175.20Cancellation policy');
  });

  it('flags a payment the card holder disputed at Stripe', async () => {
    const disputed = details();
    disputed.payments = [{ ...disputed.payments[0]!, dispute: { status: 'needs_response', openedAt: '2026-11-25T09:00:00.000Z' } }];
    mockApi({ 'GET /api/agent/bookings/TF-AAAA2222': { body: { data: disputed } } });
    renderApp(<></>, { user: makeAgent(), path: '/bookings/TF-AAAA2222', routes });
    const payments = await screen.findByRole('region', { name: 'Payments' });
    expect(payments).toHaveTextContent('DisputeDisputed by the card holder: respond at Stripe · Nov 25, 2026');
  });

  it('cancels for the traveller after showing the refund preview, then shows Cancelled and the refund', async () => {
    const cancelled = details({
      status: 'cancelled',
      cancellation: { cancelledAt: '2026-11-24T10:00:00.000Z', refundStatus: 'refunded', refund: usd(50_000) },
      refundPreview: null,
    });
    mockApi({
      'GET /api/agent/bookings/TF-AAAA2222': { body: { data: details() } },
      'POST /api/agent/bookings/TF-AAAA2222/cancel': { body: { data: cancelled } },
    });
    const { user } = renderApp(<></>, { user: makeAgent(), path: '/bookings/TF-AAAA2222', routes });
    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this booking for the traveller?' });
    expect(dialog).toHaveTextContent("Under the booking's cancellation policy the traveller will be refunded $500.");
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel the booking' }));
    expect(await screen.findByText('Cancelled. $500 was refunded to the traveller.')).toBeInTheDocument();
    expect(screen.getAllByText('Cancelled')[0]).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
    expect(fetchCalls.filter((c) => c.method === 'POST').map((c) => c.url.pathname)).toEqual(['/api/agent/bookings/TF-AAAA2222/cancel']);
  });

  it('previews no refund once the free cancellation has passed, and keeping the booking does nothing', async () => {
    const past = new Date(Date.now() - 86_400_000).toISOString();
    mockApi({
      'GET /api/agent/bookings/TF-AAAA2222': {
        body: {
          data: details({
            cancellationPolicy: { refundable: true, freeCancellationUntil: past, description: 'Non-refundable now' },
            refundPreview: {
              refund: usd(0),
              kind: 'none',
              until: null,
              fee: null,
              text: 'Cancelling now refunds nothing: the free cancellation deadline has passed.',
            },
          }),
        },
      },
    });
    const { user } = renderApp(<></>, { user: makeAgent(), path: '/bookings/TF-AAAA2222', routes });
    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('the traveller will not get a refund');
    await user.click(screen.getByRole('button', { name: 'Keep the booking' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetchCalls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it("says when the reference is not one of the agency's bookings", async () => {
    mockApi({ 'GET /api/agent/bookings/TF-ZZZZ9999': { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'No booking' } } });
    renderApp(<></>, { user: makeAgent(), path: '/bookings/TF-ZZZZ9999', routes });
    expect(await screen.findByRole('alert')).toHaveTextContent('This booking was not found in your agency.');
  });
});
