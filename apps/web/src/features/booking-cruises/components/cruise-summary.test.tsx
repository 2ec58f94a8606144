import type { HeldCruise } from '@tripfront/domain/booking/cruise-api';
import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import cruiseEn from '../../../../public/locales/en/cruise.json';
import { renderApp } from '../../../test/render.tsx';
import { CRUISE_NS } from '../hooks/use-cruise-translation.ts';
import { CruiseSummary } from './cruise-summary.tsx';

beforeAll(() => {
  i18next.addResourceBundle('en', CRUISE_NS, cruiseEn, true, true);
});

const cruise: HeldCruise = {
  sailingId: 'sbx-s-carnival-20261230-1',
  line: { id: 'carnival', name: 'Carnival Cruise Line', cancellationPolicy: 'carnival' },
  ship: 'Mardi Gras',
  title: '7-Night Canary Islands',
  departurePort: 'Lisbon, Portugal',
  departDate: '2026-12-30',
  returnDate: '2027-01-06',
  nights: 7,
  category: 'balcony',
  guests: { adult: 2, child: 0, infant: 0 },
  fares: [],
  // The first tier is long past: the server leaves it out of its sentence, and so does the page.
  refundTiers: [
    { until: '2026-10-03', refundShare: 1 },
    { until: '2026-12-15', refundShare: 0.5 },
  ],
  imageUrl: 'data:image/svg+xml,x',
  timeZone: 'Europe/Lisbon',
};

describe('CruiseSummary', () => {
  it('shows the terms as the server words them (decision 0097), not tiers of its own', async () => {
    const terms = 'Cancelling refunds 50% until Dec 15, 2026 (local time), then nothing.';
    renderApp(<CruiseSummary cruise={cruise} terms={terms} />);
    expect(await screen.findByText(terms)).toBeInTheDocument();
    expect(screen.queryByText(/Oct 03, 2026/)).not.toBeInTheDocument();
  });
});
