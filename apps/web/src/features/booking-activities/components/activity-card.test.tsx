import type { ActivitySummary } from '@tripfront/domain/booking/activity-api';
import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { ToastContainer } from 'react-toastify/unstyled';
import { beforeAll, describe, expect, it } from 'vitest';
import activitiesEn from '../../../../public/locales/en/activities.json';
import bookingEn from '../../../../public/locales/en/booking.json';
import { makeAgent, makeUser } from '../../../test/factories.ts';
import { fetchCalls, mockApi } from '../../../test/mock-api.ts';
import { renderApp } from '../../../test/render.tsx';
import { BOOKING_NS } from '../../booking/index.ts';
import { CurrencyProvider } from '../../currency/index.ts';
import { ACTIVITIES_NS } from '../hooks/use-activities-translation.ts';
import { ActivityCard } from './activity-card.tsx';

beforeAll(() => {
  i18next.addResourceBundle('en', ACTIVITIES_NS, activitiesEn, true, true);
  i18next.addResourceBundle('en', BOOKING_NS, bookingEn, true, true);
});

const usd = (amount: number) => ({ amount, currency: 'USD' });
const tour = (title: string, cancellationTerms: string, isFreeCancellation: boolean): ActivitySummary => ({
  productCode: title.replace(/\W+/g, '-'),
  title,
  imageUrl: 'data:image/svg+xml,<svg/>',
  category: 'tours',
  duration: '3 hours',
  durationMinutes: 180,
  isFreeCancellation,
  rating: 4.8,
  reviewCount: 1200,
  city: 'Lisbon',
  countryCode: 'PT',
  latitude: 38.7,
  longitude: -9.1,
  price: { base: usd(3900), taxesAndFees: usd(100), total: usd(4000), perNight: usd(4000) },
  cancellationTerms,
  availableDays: 3,
});

describe('ActivityCard', () => {
  it("shows the server's terms sentence as given, the one the details page shows before a slot is chosen (decision 0097)", async () => {
    const free = 'Free cancellation until 24 hours before the start (local time).';
    const none = 'Non-refundable: nothing is refunded if you cancel.';
    renderApp(
      <CurrencyProvider agencyDefaultCountry="US">
        <ul>
          <li>
            <ActivityCard activity={tour('Old Town Walk', free, true)} href="/a" />
          </li>
          <li>
            <ActivityCard activity={tour('River Cruise', none, false)} href="/b" />
          </li>
        </ul>
      </CurrencyProvider>,
    );
    expect(within(await screen.findByRole('article', { name: 'Old Town Walk' })).getByText(free)).toHaveClass('tf-activity-free');
    expect(within(screen.getByRole('article', { name: 'River Cruise' })).getByText(none)).not.toHaveClass('tf-activity-free');
  });
});

describe('ActivityCard: Add to proposal', { timeout: 20_000 }, () => {
  const OFFER = 'A1.Old-Town-Walk.2030-03-01.0900.1-0-0-0';
  const routes = [
    {
      path: '/results',
      element: (
        <CurrencyProvider agencyDefaultCountry="US">
          <ActivityCard activity={{ ...tour('Old Town Walk', 'Non-refundable.', false), offerId: OFFER }} href="/details" />
          <ToastContainer />
        </CurrencyProvider>
      ),
    },
    { path: '/details', element: <p>Details</p> },
  ];

  it('lets an agent add the offer the "from" price is of, by keyboard, without leaving the results', async () => {
    mockApi({ 'POST /api/agent/proposals/basket/items': { status: 201, body: { data: { id: '6b1f7a52-3c2d-4e8f-9a10-2b3c4d5e6f70', items: [] } } } });
    const { user, router } = renderApp(<></>, { user: makeAgent(), path: '/results', routes });
    const add = within(await screen.findByRole('article', { name: 'Old Town Walk' })).getByRole('button', { name: 'Add Old Town Walk to proposal' });
    expect(add.closest('a')).toBeNull();
    add.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Added to proposal.')).toBeInTheDocument();
    expect(fetchCalls.find((c) => c.method === 'POST')!.body).toEqual({ product: 'activity', offerId: OFFER, currency: 'USD' });
    expect(router.state.location.pathname).toBe('/results');
  });

  it.each([
    ['a traveller', makeUser()],
    ['a visitor', null],
  ])('is not there for %s', async (_who, user) => {
    renderApp(<></>, { user, path: '/results', routes });
    await screen.findByRole('article', { name: 'Old Town Walk' });
    expect(screen.queryByRole('button', { name: /to proposal/ })).not.toBeInTheDocument();
  });
});
