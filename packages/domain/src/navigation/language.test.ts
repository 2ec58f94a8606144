import { describe, expect, it } from 'vitest';
import { firstVisitLanguage, languageChangeEffect, type LanguageChangeEffect } from './language.ts';

describe('languageChangeEffect', () => {
  const reload: LanguageChangeEffect = { kind: 'reload' };
  const none: LanguageChangeEffect = { kind: 'none' };
  const cars: LanguageChangeEffect = { kind: 'navigate-and-reload', to: '/booknow/cars' };
  it.each<[string, LanguageChangeEffect]>([
    ['/', none],
    ['/faqs', none],
    ['/booknow/hotels', none],
    ['/booknow/hotels/v2', none],
    ['/booknow/activities', reload],
    ['/booknow/activities/result-details/ABC', reload],
    ['/booknow/flights/checkout', reload],
    ['/booknow/flights/search', none],
    ['/booknow/hotels/search', reload],
    ['/booknow/hotels/search-details', reload],
    ['/booknow/hotels/v2/search', reload],
    ['/booknow/hotels/v2/details', reload],
    ['/hotel-details', reload],
    ['/booknow/hotels/checkout', reload],
    ['/booknow/cars', none],
    ['/booknow/cars/search', cars],
    ['/booknow/cars/search-details', cars],
    ['/booknow/cars/result-details', cars],
    ['/booknow/Cars/checkout', none],
  ])('%s → %j', (pathname, expected) => {
    expect(languageChangeEffect(pathname)).toEqual(expected);
  });
});

describe('firstVisitLanguage', () => {
  const supported = ['en', 'sv', 'de'];
  it.each<[boolean, string | null, string, string | null]>([
    [false, null, 'sv', 'sv'],
    [true, null, 'sv', null],
    [false, 'en', 'sv', null],
    [false, null, 'xx', null],
  ])('applied=%s detected=%j default=%s → %j', (alreadyApplied, detected, agencyDefault, expected) => {
    expect(firstVisitLanguage({ alreadyApplied, detected, agencyDefault, supported })).toBe(expected);
  });
});
