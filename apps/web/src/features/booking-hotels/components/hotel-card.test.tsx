import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { ToastContainer } from 'react-toastify/unstyled';
import { beforeAll, describe, expect, it } from 'vitest';
import bookingEn from '../../../../public/locales/en/booking.json';
import hotelsEn from '../../../../public/locales/en/hotels.json';
import { makeAgent, makeUser } from '../../../test/factories.ts';
import { fetchCalls, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';
import { BOOKING_NS } from '../../booking/index.ts';
import { CurrencyProvider } from '../../currency/index.ts';
import { HOTELS_NS } from '../hooks/use-hotels-translation.ts';
import { hotelResult } from '../test-fixtures.ts';
import { HotelCard } from './hotel-card.tsx';

beforeAll(() => {
  i18next.addResourceBundle('en', HOTELS_NS, hotelsEn, true, true);
  i18next.addResourceBundle('en', BOOKING_NS, bookingEn, true, true);
});

const RATE = 'eyJwcm9wZXJ0eUlkIjoic2J4LWgtMSJ9';
const hotel = hotelResult('Hôtel du Louvre', 42000, { offerId: RATE });

const routes = [
  {
    path: '/results',
    element: (
      <CurrencyProvider agencyDefaultCountry="US">
        <HotelCard hotel={hotel} href="/hotel-details" nights={2} rooms={1} eager />
        <ToastContainer />
      </CurrencyProvider>
    ),
  },
  { path: '/hotel-details', element: <p>Details</p> },
];

describe('HotelCard: Add to proposal', { timeout: 20_000 }, () => {
  it('lets an agent add the rate whose price the card shows, by keyboard, without leaving the results', async () => {
    mockApi({ 'POST /api/agent/proposals/basket/items': { status: 201, body: { data: { id: '6b1f7a52-3c2d-4e8f-9a10-2b3c4d5e6f70', items: [] } } } });
    const { user, router } = renderApp(<></>, { user: makeAgent(), path: '/results', routes });
    const card = await screen.findByRole('article', { name: 'Hôtel du Louvre' });
    const add = within(card).getByRole('button', { name: 'Add Hôtel du Louvre to proposal' });
    expect(add.closest('a')).toBeNull();
    add.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Added to proposal.')).toBeInTheDocument();
    expect(fetchCalls.find((c) => c.method === 'POST')!.body).toEqual({ product: 'hotel', offerId: RATE, currency: 'USD' });
    expect(router.state.location.pathname).toBe('/results');
  });

  it.each([
    ['a traveller', makeUser()],
    ['a visitor', null],
  ])('is not there for %s', async (_who, user) => {
    renderApp(<></>, { user, path: '/results', routes });
    await screen.findByRole('article', { name: 'Hôtel du Louvre' });
    expect(screen.queryByRole('button', { name: /to proposal/ })).not.toBeInTheDocument();
  });
});
