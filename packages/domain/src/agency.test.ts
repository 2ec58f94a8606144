import { describe, expect, it } from 'vitest';
import { pageTitle } from './agency-status.ts';

describe('page title (spec §1)', () => {
  it.each([
    ['Sunrise Travel', 'Sunrise Travel | Deals', 'Sunrise Travel | Deals'],
    ['Nordlys Reiser', '', 'Nordlys Reiser Online Hotel, Flight, Car Booking Agency'],
    ['Nordlys Reiser', '   ', 'Nordlys Reiser Online Hotel, Flight, Car Booking Agency'],
  ])('%s with title %j → %s', (agencyName, title, expected) => {
    expect(pageTitle({ agencyName, metaData: { title, description: '', keywords: [] } })).toBe(expected);
  });
});
