import type { BookingDetails, HotelBookingDetails } from '@tripfront/domain/booking/bookings';
import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { Outlet } from 'react-router';
import bookingEn from '../../../../public/locales/en/booking.json';
import { makeAgency, makeUser } from '../../../test/factories.ts';
import { fetchCalls, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';
import { CurrencyProvider } from '../../currency/index.ts';
import { BOOKING_NS } from '../hooks/use-booking-translation.ts';
import { bookingDetailsRoute } from '../routes.tsx';

beforeAll(async () => {
  // jsdom has no modal dialogs: showModal() opens the dialog as a browser would.
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  i18next.addResourceBundle('en', BOOKING_NS, bookingEn, true, true);
  await import('./booking-details-page.tsx');
});

const usd = (amount: number) => ({ amount, currency: 'USD' });
const booking = (over: Partial<HotelBookingDetails> = {}): HotelBookingDetails => ({
  product: 'hotel',
  reference: 'TF-ABC123',
  service: 'hotels',
  status: 'confirmed',
  title: 'Hôtel Lumière',
  location: 'Paris, France',
  startDate: '2030-03-01',
  endDate: '2030-03-03',
  total: usd(40000),
  createdAt: '2030-01-01T10:00:00Z',
  cancellationPolicy: { refundable: true, freeCancellationUntil: '2030-02-26T23:59:00Z', description: 'Free cancellation until 26 Feb.' },
  hotel: { propertyId: 'sbx-h-1', name: 'Hôtel Lumière', address: '1 Rue de Rivoli, Paris', stars: 4, image: '' },
  room: { roomTypeId: 'std', name: 'Standard Room' },
  ratePlan: {
    name: 'Room only',
    board: 'room_only',
    cancellationPolicy: { refundable: true, freeCancellationUntil: '2030-02-26T23:59:00Z', description: 'Free cancellation until 26 Feb.' },
  },
  nights: 2,
  rooms: 1,
  occupancy: ['2'],
  leadGuest: { firstName: 'Tess', lastName: 'Traveller', email: 'tess@example.com' },
  price: { base: usd(37000), taxesAndFees: usd(3000), total: usd(40000), perNight: usd(20000) },
  payment: { gateway: 'sandbox', status: 'captured', brand: 'visa', last4: '4242' },
  supplierReference: 'SBX-1',
  failureReason: null,
  cancellation: { cancelledAt: null, refundStatus: 'none', refund: null },
  refundPreview: {
    refund: usd(40000),
    kind: 'full',
    until: '2030-02-26T23:59:00Z',
    fee: null,
    text: 'Cancelling now refunds $400.00: free cancellation until 26 Feb.',
  },
  history: [
    { status: 'pending', at: '2030-01-01T10:00:00Z', note: 'Booking started' },
    { status: 'confirmed', at: '2030-01-01T10:00:05Z', note: 'Confirmed by the supplier' },
  ],
  ...over,
});

const HotelSummary = ({ booking: b }: { booking: BookingDetails }) => b.product === 'hotel' && <h2>{`${b.hotel.name}: ${b.room.name}`}</h2>;

const receipt = (number: number, kind: 'payment' | 'refund', amount: number, issuedAt: string) => ({
  id: `00000000-0000-4000-8000-00000000000${number}`,
  number,
  label: `SUNRISE-${String(number).padStart(6, '0')}`,
  kind,
  bookingReference: 'TF-ABC123',
  amount: usd(amount),
  taxes: [],
  seller: { name: 'Sunrise Travel', address: [], email: '', phone: '' },
  buyer: { name: 'Tess Traveller', email: 'tess@example.com' },
  issuedAt,
});

function renderBooking(details: BookingDetails) {
  let cancelled = false;
  mockApi({
    'GET /api/multi-currency/exchange': { body: { rates: { USD: 1 }, base: 'USD', date: '2030-01-01' } },
    [`GET /api/bookings/${details.reference}`]: { body: { data: details } },
    [`GET /api/bookings/${details.reference}/receipts`]: () => ({
      body: {
        data: [
          receipt(7, 'payment', details.total.amount, '2030-01-01T10:00:06Z'),
          ...(cancelled ? [receipt(9, 'refund', details.refundPreview?.refund.amount ?? details.total.amount, '2030-01-02T00:00:00Z')] : []),
        ],
      },
    }),
    [`POST /api/bookings/${details.reference}/cancel`]: () => {
      cancelled = true;
      return {
        body: {
          data: {
            ...details,
            status: 'cancelled',
            cancellation: { cancelledAt: '2030-01-02T00:00:00Z', refundStatus: 'refunded', refund: details.refundPreview?.refund ?? null },
            refundPreview: null,
          },
        },
      };
    },
  });
  const agency = makeAgency();
  return renderApp(null, {
    path: `/mytrip/mytrips/${details.reference}`,
    user: makeUser(),
    agency,
    routes: [
      {
        element: (
          <CurrencyProvider agencyDefaultCountry="US">
            <Outlet />
          </CurrencyProvider>
        ),
        children: [bookingDetailsRoute({ agency, signedIn: () => true, summaries: { hotel: HotelSummary } })],
      },
    ],
  });
}

describe('booking page', { timeout: 30_000 }, () => {
  it("shows a hotel booking in the hotel's summary, its history, and cancels it with the refund the hotel's policy gives", async () => {
    const { user } = renderBooking(
      booking({
        ratePlan: {
          name: 'Room only',
          board: 'room_only',
          cancellationPolicy: { refundable: true, freeCancellationUntil: '2999-01-01T00:00:00Z', description: 'Free cancellation.' },
        },
      }),
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Hôtel Lumière: Standard Room' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Booking TF-ABC123' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('list'))
        .getAllByRole('listitem')
        .map((li) => li.textContent?.split(' · ')[0]),
    ).toEqual(['Pending', 'Confirmed']);

    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this booking?' });
    expect(dialog).toHaveTextContent("Under the hotel's cancellation policy you will be refunded $400.");
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel the booking' }));
    expect(await screen.findByText('Cancelled. $400 has been refunded to your card.')).toBeInTheDocument();
    expect(fetchCalls.filter((c) => c.method === 'POST').map((c) => c.url.pathname)).toEqual(['/api/bookings/TF-ABC123/cancel']);
  });

  it('offers the booking as a calendar file to download', async () => {
    renderBooking(booking());
    const link = await screen.findByRole('link', { name: 'Add to calendar' });
    expect(link).toHaveAttribute('href', '/api/bookings/TF-ABC123/calendar.ics');
    expect(link).toHaveAttribute('download', 'TF-ABC123.ics');
  });

  it('offers the voucher as a PDF in the interface language', async () => {
    renderBooking(booking());
    const link = await screen.findByRole('link', { name: 'Download voucher' });
    expect(link).toHaveAttribute('href', '/api/bookings/TF-ABC123/voucher.pdf?lang=en');
    expect(link).toHaveAttribute('download', 'voucher-TF-ABC123.pdf');
  });

  it('shows a stay’s special requests and changes them until check-in', async () => {
    const b = booking({ specialRequests: 'Late arrival.', specialRequestsEditable: true });
    mockApi({
      [`PATCH /api/bookings/${b.reference}/special-requests`]: ({ body }) => ({
        body: { data: { ...b, specialRequests: (body as { specialRequests: string }).specialRequests.trim() } },
      }),
    });
    const { user } = renderBooking(b);
    const section = await screen.findByRole('region', { name: 'Special requests' });
    expect(within(section).getByText('Late arrival.')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Change special requests' }));
    const field = within(section).getByRole('textbox', { name: 'Your special requests for the property' });
    expect(field).toHaveValue('Late arrival.');
    expect(field).toHaveAttribute('maxlength', '500');
    await user.clear(field);
    await user.type(field, 'Twin beds, please.');
    await user.click(within(section).getByRole('button', { name: 'Save requests' }));
    expect(await within(section).findByText('Your special requests were saved.')).toBeInTheDocument();
    expect(within(section).getByText('Twin beds, please.')).toBeInTheDocument();
    expect(fetchCalls.filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([{ specialRequests: 'Twin beds, please.' }]);
  });

  it('says special requests can no longer be changed once check-in has come, and offers no form', async () => {
    renderBooking(booking({ specialRequestsEditable: false }));
    const section = await screen.findByRole('region', { name: 'Special requests' });
    expect(within(section).getByText('No special requests.')).toBeInTheDocument();
    expect(within(section).getByText('Special requests can be changed only until check-in.')).toBeInTheDocument();
    expect(within(section).queryByRole('button')).not.toBeInTheDocument();
  });

  it('lists the booking’s receipts, and the refund’s once the booking is cancelled', async () => {
    const { user } = renderBooking(
      booking({
        ratePlan: {
          name: 'Room only',
          board: 'room_only',
          cancellationPolicy: { refundable: true, freeCancellationUntil: '2999-01-01T00:00:00Z', description: 'Free cancellation.' },
        },
      }),
    );
    const receipts = await screen.findByRole('region', { name: 'Receipts' });
    const rows = async () =>
      (await within(receipts).findAllByRole('row')).slice(1).map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(await rows()).toEqual([['SUNRISE-000007', 'Payment', '$400', 'Jan 01, 2030', 'Download receipt']]);

    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, cancel the booking' }));
    expect(await within(receipts).findByText('SUNRISE-000009')).toBeInTheDocument();
    expect(await rows()).toEqual([
      ['SUNRISE-000007', 'Payment', '$400', 'Jan 01, 2030', 'Download receipt'],
      ['SUNRISE-000009', 'Refund', '$400', 'Jan 02, 2030', 'Download receipt'],
    ]);
    // Each receipt is a PDF in the interface language (decision 0118).
    expect(within(receipts).getByRole('link', { name: 'Download receipt SUNRISE-000009' })).toHaveAttribute(
      'href',
      '/api/bookings/TF-ABC123/receipts/9/pdf?lang=en',
    );
  });

  it('says when the receipts cannot be loaded', async () => {
    renderBooking(booking());
    mockApi({ 'GET /api/bookings/TF-ABC123/receipts': { status: 500, body: { message: 'Something went wrong.' } } });
    expect(await screen.findByText('The receipts could not be loaded. Please try again later.')).toBeInTheDocument();
  });

  it('shows a booking of a product without its own summary in the generic one, and names that product when cancelling', async () => {
    const { hotel: _h, room: _r, ratePlan: _p, nights: _n, rooms: _o, occupancy: _c, ...common } = booking();
    // Flight answers carry their itinerary since issue #17; this one has only the shared fields (as before that).
    const flight = {
      ...common,
      product: 'flight',
      service: 'flights',
      title: 'Lisbon → Paris',
      location: 'TAP Air Portugal',
      cancellationPolicy: { refundable: false, freeCancellationUntil: null, description: 'Non-refundable.' },
      refundPreview: { refund: usd(0), kind: 'none', until: null, fee: null, text: 'Cancelling now refunds nothing: this booking is non-refundable.' },
    } as unknown as BookingDetails;
    const { user } = renderBooking(flight);
    expect(await screen.findByRole('heading', { level: 2, name: 'Lisbon → Paris' })).toBeInTheDocument();
    expect(screen.getByText('TAP Air Portugal')).toBeInTheDocument();
    expect(screen.getByText('Fare')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    expect(screen.getByRole('dialog', { name: 'Cancel this booking?' })).toHaveTextContent(
      "Under the airline's fare rules this booking is no longer refundable: you will not get a refund.",
    );
  });

  it("promises a refundable flight's refund as the server previews it (the total less the airline's fee), and shows that refund once cancelled", async () => {
    const { hotel: _h, room: _r, ratePlan: _p, nights: _n, rooms: _o, occupancy: _c, ...common } = booking();
    const flight = {
      ...common,
      product: 'flight',
      service: 'flights',
      title: 'Lisbon → Paris',
      cancellationPolicy: { refundable: true, freeCancellationUntil: '2030-02-28T10:00:00.000Z', description: 'Free cancellation.' },
      refundPreview: {
        refund: usd(30000),
        kind: 'less_fee',
        until: '2030-02-28T10:00:00.000Z',
        fee: usd(10000),
        text: "Cancelling now refunds $300.00: the total less the airline's refund fee of $100.00, until Feb 28, 2030, 10:00 AM UTC.",
      },
    } as unknown as BookingDetails;
    const { user } = renderBooking(flight);
    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this booking?' });
    expect(dialog).toHaveTextContent("Under the airline's fare rules you will be refunded $300.");
    expect(dialog).toHaveTextContent("the total less the airline's refund fee of $100.00");
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel the booking' }));
    expect(await screen.findByText('Cancelled. $300 has been refunded to your card.')).toBeInTheDocument();
  });
});
