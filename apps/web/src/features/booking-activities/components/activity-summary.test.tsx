import type { HeldActivity } from '@tripfront/domain/booking/activity-api';
import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import activitiesAr from '../../../../public/locales/ar/activities.json';
import activitiesEn from '../../../../public/locales/en/activities.json';
import { renderApp } from '../../../test/render.tsx';
import { ACTIVITIES_NS } from '../hooks/use-activities-translation.ts';
import { ActivitySummary } from './activity-summary.tsx';

beforeAll(() => {
  i18next.addResourceBundle('en', ACTIVITIES_NS, activitiesEn, true, true);
});

const activity: HeldActivity = {
  productCode: '2267057P1',
  title: 'Lisbon Old Town Walking Tour',
  category: 'tours',
  city: 'Lisbon',
  countryCode: 'PT',
  date: '2026-12-26',
  time: '16:30',
  durationMinutes: 180,
  duration: '3 hours',
  meetingPoint: { name: 'Praça do Comércio', address: 'Lisbon', latitude: 38.7, longitude: -9.1 },
  languages: ['en'],
  participants: { adult: 2, child: 0, infant: 0, senior: 0 },
  prices: [],
  isFreeCancellation: true,
  freeCancellationUntil: '2026-12-25T16:30:00.000Z',
  imageUrl: 'data:image/svg+xml,x',
  timeZone: 'Europe/Lisbon',
};

describe('ActivitySummary', () => {
  it('shows the terms as the server words them (decision 0097): 24 hours before the local start, in local time', async () => {
    const terms = 'Free cancellation until Dec 25, 2026, 4:30 PM (local time), then non-refundable.';
    renderApp(<ActivitySummary activity={activity} terms={terms} />);
    expect(await screen.findByText(terms)).toBeInTheDocument();
    expect(screen.queryByText(/UTC/)).not.toBeInTheDocument();
  });

  it('writes the party as a list of the interface language (Arabic «و», no Latin comma)', async () => {
    i18next.addResourceBundle('ar', ACTIVITIES_NS, activitiesAr, true, true);
    await i18next.changeLanguage('ar');
    renderApp(<ActivitySummary activity={{ ...activity, participants: { adult: 2, child: 1, infant: 0, senior: 0 } }} terms="—" />);
    expect(await screen.findByText('بالغان وطفل واحد')).toBeInTheDocument();
  });
});
