import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import bookingEn from '../../../../public/locales/en/booking.json';
import { makeUser } from '../../../test/factories.ts';
import { fetchCalls, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';
import { bookingAnswer, hotelHoldAnswer, usd } from '../../../test/booking-fixtures.ts';
import { CurrencyProvider } from '../../currency/index.ts';
import { BOOKING_NS } from '../hooks/use-booking-translation.ts';
import { BookingCheckout } from './checkout.tsx';
import { useSpecialRequestsField } from './special-requests-field.tsx';

beforeAll(() => {
  i18next.addResourceBundle('en', BOOKING_NS, bookingEn, true, true);
});

const policy = { refundable: true, freeCancellationUntil: '2030-02-26T23:59:00Z', description: 'Free cancellation.' };
const hold = hotelHoldAnswer({ ratePlan: { name: 'Room only', board: 'room_only', cancellationPolicy: policy } });

/** The hotel's checkout page as it plugs the special requests in. */
function HotelCheckout() {
  const specialRequests = useSpecialRequestsField();
  return (
    <BookingCheckout
      product="hotel"
      offer={{ offerId: 'rate-0123456789', currency: 'USD', expectedTotal: usd(40000) }}
      summary={() => null}
      backTo="/hotel-details?propertyId=sbx-h-1"
      confirmationUrl={(reference) => `/booknow/hotels/confirm-payment?reference=${reference}`}
      travellers={specialRequests}
    />
  );
}

function renderCheckout() {
  mockApi({
    'GET /api/multi-currency/exchange': { body: { rates: { USD: 1 }, base: 'USD', date: '2030-01-01' } },
    'GET /api/getCurrentPaymentGateway': { body: { CurrentPayment: { gateway: 'sandbox', available: true } } },
    'POST /api/bookings/holds': { status: 201, body: hold },
    'POST /api/bookings': { status: 201, body: bookingAnswer() },
  });
  return renderApp(
    <CurrencyProvider agencyDefaultCountry="US">
      <HotelCheckout />
    </CurrencyProvider>,
    { user: makeUser(), path: '/booknow/hotels/checkout' },
  );
}

async function pay(user: ReturnType<typeof renderCheckout>['user']) {
  await user.type(screen.getByLabelText('Card number'), '4242424242424242');
  await user.type(screen.getByLabelText('Expiry date (MM/YY)'), '1230');
  await user.type(screen.getByLabelText('Security code (CVC)'), '123');
  await user.type(screen.getByLabelText('Name on card'), 'Tess Traveller');
  await user.click(screen.getByRole('button', { name: 'Pay $400' }));
}

const bookingBody = () => fetchCalls.find((c) => c.method === 'POST' && c.url.pathname === '/api/bookings')?.body as Record<string, unknown> | undefined;

describe('special requests at a stay’s checkout', { timeout: 30_000 }, () => {
  it('sends what the traveller wrote, trimmed, with the booking', async () => {
    const { user } = renderCheckout();
    await screen.findByRole('timer');
    const field = screen.getByRole('textbox', { name: /Anything the property should know/ });
    expect(field).toHaveAttribute('maxlength', '500');
    await user.type(field, '  Late arrival, around 23:00.  ');
    expect(screen.getByText('Up to 500 characters (469 left). The property does its best but cannot promise them.')).toBeInTheDocument();
    await pay(user);
    await vi.waitFor(() => expect(bookingBody()).toBeDefined());
    expect(bookingBody()).toMatchObject({ specialRequests: 'Late arrival, around 23:00.' });
  });

  it('sends none when left blank', async () => {
    const { user } = renderCheckout();
    await screen.findByRole('timer');
    await pay(user);
    await vi.waitFor(() => expect(bookingBody()).toBeDefined());
    expect(bookingBody()).not.toHaveProperty('specialRequests');
  });
});
