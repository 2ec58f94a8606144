import { describe, expect, it } from 'vitest';
import { DEFAULT_GEOLOCATION, geoLocationOf } from './geolocation.ts';

describe('geoLocationOf', () => {
  it.each([
    ['SE', { country: 'Sweden', countryCode: 'SE', located: true }],
    ['se', { country: 'Sweden', countryCode: 'SE', located: true }],
    ['US', { country: 'United States', countryCode: 'US', located: true }],
    ['DE', { country: 'Germany', countryCode: 'DE', located: true }],
    ['XX', DEFAULT_GEOLOCATION],
    ['T1', DEFAULT_GEOLOCATION],
    ['EU', DEFAULT_GEOLOCATION],
    ['', DEFAULT_GEOLOCATION],
    [null, DEFAULT_GEOLOCATION],
    ['SWE', DEFAULT_GEOLOCATION],
  ])('%s → %o', (code, expected) => {
    expect(geoLocationOf(code)).toEqual(expected);
  });

  it('defaults to United States / US (spec §9)', () => {
    expect(DEFAULT_GEOLOCATION).toEqual({ country: 'United States', countryCode: 'US', located: false });
  });
});
