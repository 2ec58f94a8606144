import { screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import bookingEn from '../../../../public/locales/en/booking.json';
import { makeUser } from '../../../test/factories.ts';
import { fetchCalls, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';
import { currentUserQueryOptions } from '../../auth/index.ts';
import { BOOKING_NS } from '../hooks/use-booking-translation.ts';
import { BookingAccessPage } from './booking-access-page.tsx';
import { FindBookingPage } from './find-booking-page.tsx';

beforeAll(() => {
  i18next.addResourceBundle('en', BOOKING_NS, bookingEn, true, true);
});

const NEUTRAL = 'If this booking exists, we sent a link to its email address.';

describe('Find my booking (decision 0104)', () => {
  it('takes the reference from the link, asks for the e-mail, and answers the same neutral message', async () => {
    mockApi({ 'POST /api/bookings/find': { body: { message: NEUTRAL } } });
    const { user } = renderApp(<FindBookingPage />, { path: '/mytrip/find?reference=TF-AB12CD34' });
    expect(screen.getByLabelText('Booking reference')).toHaveValue('TF-AB12CD34');
    await user.click(screen.getByRole('button', { name: 'Email me a link' }));
    expect(await screen.findByText('Please enter an email address.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Email me a link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(NEUTRAL);
    expect(fetchCalls.find((c) => c.url.pathname === '/api/bookings/find')?.body).toEqual({ reference: 'TF-AB12CD34', email: 'ana@example.com' });
  });

  it('says to wait when the tries are rate-limited', async () => {
    mockApi({ 'POST /api/bookings/find': { status: 429, body: { message: 'Too Many Requests' } } });
    const { user } = renderApp(<FindBookingPage />, { path: '/mytrip/find' });
    await user.type(screen.getByLabelText('Booking reference'), 'TF-AB12CD34');
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Email me a link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many tries. Please try again in a few minutes.');
    expect(screen.queryByText(NEUTRAL)).not.toBeInTheDocument();
  });
});

describe("the e-mailed link's page", () => {
  const routes = [
    { path: '/mytrip/access', element: <BookingAccessPage /> },
    { path: '/mytrip/mytrips/:reference', element: <p>Booking page</p> },
    { path: '/mytrip/find', element: <p>Find page</p> },
  ];

  it('opens a guest session once and replaces itself with the booking', async () => {
    const guest = makeUser({ id: 'guest-1', isGuest: true });
    mockApi({ 'POST /api/bookings/access': { body: { data: { reference: 'TF-AB12CD34', user: guest } } } });
    const { router, queryClient } = renderApp(null, { path: '/mytrip/access?token=tok-123&reference=TF-AB12CD34', routes });
    expect(await screen.findByText('Booking page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/mytrip/mytrips/TF-AB12CD34');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(queryClient.getQueryData(currentUserQueryOptions().queryKey)).toEqual(guest);
    expect(fetchCalls.filter((c) => c.url.pathname === '/api/bookings/access').map((c) => c.body)).toEqual([{ token: 'tok-123', reference: 'TF-AB12CD34' }]);
  });

  it('says when the link is used or expired, and where to ask for a new one', async () => {
    mockApi({ 'POST /api/bookings/access': { status: 400, body: { message: 'This link is not valid or has expired. Please ask for a new one.' } } });
    const { user } = renderApp(null, { path: '/mytrip/access?token=old', routes });
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is not valid or has expired. Please ask for a new one.');
    await user.click(screen.getByRole('link', { name: 'Ask for a new link' }));
    await waitFor(() => expect(screen.getByText('Find page')).toBeInTheDocument());
  });
});
