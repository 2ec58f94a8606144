import { ROUTES } from '@tripfront/domain/navigation/routes';
import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import bookingEn from '../../../../public/locales/en/booking.json';
import { fetchCalls, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';
import { CurrencyProvider } from '../../currency/index.ts';
import { BOOKING_NS } from '../hooks/use-booking-translation.ts';
import { ConfirmationPage } from './confirmation-page.tsx';

beforeAll(() => {
  i18next.addResourceBundle('en', BOOKING_NS, bookingEn, true, true);
});

const Summary = () => <p>summary</p>;

function renderConfirmation(route: string, path: string) {
  mockApi({ 'GET /api/multi-currency/exchange': { body: { rates: { USD: 1 }, base: 'USD', date: '2030-01-01' } } });
  const page = (
    <CurrencyProvider agencyDefaultCountry="US">
      <ConfirmationPage Summary={Summary} />
    </CurrencyProvider>
  );
  return renderApp(null, { path, routes: [{ path: route, element: page }] });
}

describe('confirmation page', () => {
  it.each([
    ['activity', ROUTES.activities.confirmation, '/booknow/activities/confirmation/TF-ACT123'],
    ['cruise', ROUTES.cruise.confirmation, '/booknow/cruise/confirmation/TF-CRU123'],
  ])('asks a visitor to sign in on an %s confirmation, with Log In coming back to it', async (_, route, path) => {
    const reference = path.split('/').at(-1)!;
    mockApi({ [`GET /api/bookings/${reference}`]: { status: 401, body: { statusCode: 401, error: 'Unauthorized', message: 'Please log in.' } } });
    renderConfirmation(route, path);
    expect(await screen.findByRole('heading', { name: 'Sign in to see your booking' })).toBeInTheDocument();
    expect(screen.getByText('Please log in with the account you booked with to see this booking. You will come back to this page.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe(`/login?redirect=${encodeURIComponent(path)}`);
    expect(screen.queryByText('We could not load your booking right now.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(fetchCalls.filter((c) => c.url.pathname === `/api/bookings/${reference}`)).toHaveLength(1);
  });

  it('offers to try again when the booking cannot be loaded for another reason', async () => {
    mockApi({ 'GET /api/bookings/TF-ACT123': { status: 503, body: { statusCode: 503, error: 'Service Unavailable', message: 'Try later.' } } });
    renderConfirmation(ROUTES.activities.confirmation, '/booknow/activities/confirmation/TF-ACT123');
    expect(await screen.findByText('We could not load your booking right now.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Sign in to see your booking' })).not.toBeInTheDocument();
  });
});
