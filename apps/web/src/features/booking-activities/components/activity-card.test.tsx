import type { ActivitySummary } from '@tripfront/domain/booking/activity-api';
import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import activitiesEn from '../../../../public/locales/en/activities.json';
import { renderApp } from '../../../test/render.tsx';
import { CurrencyProvider } from '../../currency/index.ts';
import { ACTIVITIES_NS } from '../hooks/use-activities-translation.ts';
import { ActivityCard } from './activity-card.tsx';

beforeAll(() => {
  i18next.addResourceBundle('en', ACTIVITIES_NS, activitiesEn, true, true);
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
