import { describe, expect, it } from 'vitest';
import { timeZoneAt } from './time-zones.ts';

describe('timeZoneAt: a place’s IANA zone', () => {
  it.each([
    ['PT', 38.72, -9.14, 'Europe/Lisbon'],
    ['PT', 32.65, -16.91, 'Atlantic/Madeira'],
    ['US', 40.71, -74.0, 'America/New_York'],
    ['US', 34.05, -118.24, 'America/Los_Angeles'],
    ['JP', 35.68, 139.69, 'Asia/Tokyo'],
    ['AU', -33.87, 151.21, 'Australia/Sydney'],
    ['XX', 51.5, -0.12, 'Europe/London'],
  ])('%s %s,%s → %s', (code, lat, lng, zone) => expect(timeZoneAt(code, lat, lng)).toBe(zone));
});
