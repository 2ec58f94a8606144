import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import bookingDe from '../../../../public/locales/de/booking.json';
import bookingEn from '../../../../public/locales/en/booking.json';
import { makeUser } from '../../../test/factories.ts';
import { fetchCalls, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';
import { CurrencyProvider } from '../../currency/index.ts';
import { BOOKING_NS } from '../hooks/use-booking-translation.ts';
import type { BookingProduct, CheckoutPlug } from '../product.ts';
import { BookingCheckout } from './checkout.tsx';
import { hotelHoldAnswer, usd } from '../../../test/booking-fixtures.ts';

beforeAll(() => {
  i18next.addResourceBundle('en', BOOKING_NS, bookingEn, true, true);
  i18next.addResourceBundle('de', BOOKING_NS, bookingDe, true, true);
});

const hold = hotelHoldAnswer({
  hotel: { propertyId: 'sbx-h-1', name: 'Offer', address: 'Somewhere' },
  room: { roomTypeId: 'std', name: 'Standard' },
  ratePlan: { name: 'Basic', board: 'room_only', cancellationPolicy: { refundable: false, freeCancellationUntil: null, description: 'Non-refundable.' } },
});
const soldOut = { status: 409, body: { statusCode: 409, error: 'Conflict', message: 'Sorry, this room has just sold out.', code: 'SOLD_OUT' } };

const plug = (product: BookingProduct): CheckoutPlug => ({
  product,
  offer: { offerId: 'rate-0123456789', currency: 'USD', expectedTotal: usd(40000) },
  summary: (held) => held.product === 'hotel' && <h2>{held.hotel.name}</h2>,
  backTo: `/back-to-the-${product}`,
  confirmationUrl: (reference) => `/confirmed?reference=${reference}`,
});

async function renderIn(language: string, product: BookingProduct) {
  await i18next.changeLanguage(language);
  mockApi({
    'GET /api/multi-currency/exchange': { body: { rates: { USD: 1 }, base: 'USD', date: '2030-01-01' } },
    'GET /api/getCurrentPaymentGateway': { body: { CurrentPayment: { gateway: 'sandbox', available: true } } },
  });
  return renderApp(
    <CurrencyProvider agencyDefaultCountry="US">
      <BookingCheckout {...plug(product)} />
    </CurrencyProvider>,
    { user: makeUser(), path: '/checkout' },
  );
}

async function pay(user: Awaited<ReturnType<typeof renderIn>>['user'], labels: { number: string; expiry: string; cvc: string; name: string; pay: RegExp }) {
  await screen.findByRole('timer');
  await user.type(screen.getByLabelText(labels.number), '4242424242424242');
  await user.type(screen.getByLabelText(labels.expiry), '1230');
  await user.type(screen.getByLabelText(labels.cvc), '123');
  await user.type(screen.getByLabelText(labels.name), 'Tess Traveller');
  await user.click(screen.getByRole('button', { name: labels.pay }));
}

const EN = { number: 'Card number', expiry: 'Expiry date (MM/YY)', cvc: 'Security code (CVC)', name: 'Name on card', pay: /^Pay \$400$/ };
const DE = {
  number: bookingDe.checkout.cardNumber,
  expiry: bookingDe.checkout.expiry,
  cvc: bookingDe.checkout.cvc,
  name: bookingDe.checkout.cardName,
  pay: /^\$400 bezahlen$/,
};

describe('messages that name what is booked', { timeout: 30_000 }, () => {
  it.each<[string, BookingProduct, string, string]>([
    ['en', 'hotel', 'Sorry, this room has just sold out. Please choose another room.', 'Back to the hotel'],
    ['en', 'flight', 'Sorry, these seats have just sold out. Please choose another flight.', 'Back to the flight'],
    ['de', 'hotel', 'Leider ist dieses Zimmer soeben ausgebucht. Bitte wählen Sie ein anderes Zimmer.', 'Zurück zum Hotel'],
    ['de', 'flight', 'Leider sind diese Plätze soeben ausverkauft. Bitte wählen Sie einen anderen Flug.', 'Zurück zum Flug'],
  ])('%s, %s: sold out before it could be held', async (language, product, message, back) => {
    mockApi({ 'POST /api/bookings/holds': soldOut });
    await renderIn(language, product);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: back })).toHaveAttribute('href', `/back-to-the-${product}`);
    expect(screen.queryByRole('button', { name: /\$400/ })).not.toBeInTheDocument();
  });

  it.each<[string, BookingProduct, string, typeof EN]>([
    ['en', 'hotel', 'Sorry, the hotel could not confirm this room. No booking was made and your card was not charged.', EN],
    ['en', 'flight', 'Sorry, the airline could not confirm these seats. No booking was made and your card was not charged.', EN],
    ['de', 'hotel', 'Leider konnte das Hotel dieses Zimmer nicht bestätigen. Es wurde nichts gebucht und Ihre Karte wurde nicht belastet.', DE],
    ['de', 'flight', 'Leider konnte die Fluggesellschaft diese Plätze nicht bestätigen. Es wurde nichts gebucht und Ihre Karte wurde nicht belastet.', DE],
  ])('%s, %s: the supplier refused the booking after Pay', async (language, product, message, labels) => {
    mockApi({ 'POST /api/bookings/holds': { status: 201, body: hold }, 'POST /api/bookings': soldOut });
    const { user } = await renderIn(language, product);
    await pay(user, labels);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(fetchCalls.filter((c) => c.url.pathname === '/api/bookings')).toHaveLength(1);
  });

  it.each<[BookingProduct, RegExp]>([
    ['hotel', /^Your room is held for 1[45]:\d\d$/],
    ['flight', /^Your seats are held for 1[45]:\d\d$/],
    ['car', /^Your car is held for 1[45]:\d\d$/],
  ])('%s: the countdown names what is held', async (product, text) => {
    mockApi({ 'POST /api/bookings/holds': { status: 201, body: hold } });
    await renderIn('en', product);
    expect((await screen.findByRole('timer')).textContent).toMatch(text);
  });
});
