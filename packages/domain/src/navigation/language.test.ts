import { describe, expect, it } from 'vitest';
import { acceptLanguageMatch, bookerLanguage, firstVisitLanguage, interfaceLanguage, languageChangeEffect, type LanguageChangeEffect } from './language.ts';
import { languageDirection, recipientLanguage } from '../email-language.ts';

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

describe('acceptLanguageMatch', () => {
  const offered = ['en', 'fr', 'de', 'no', 'ar'] as const;
  it.each<[string | undefined, string | null]>([
    [undefined, null],
    ['', null],
    ['fr', 'fr'],
    ['fr-CA,fr;q=0.9,en;q=0.8', 'fr'],
    ['it,de;q=0.5', 'de'],
    ['en;q=0.2,de;q=0.9', 'de'],
    ['nb-NO', 'no'],
    ['nn', 'no'],
    ['AR-eg', 'ar'],
    ['fr;q=0,en', 'en'],
    ['it, ja', null],
    ['*', null],
  ])('%j → %j', (header, expected) => {
    expect(acceptLanguageMatch(header, offered)).toBe(expected);
  });
});

describe('bookerLanguage', () => {
  const offered = ['en', 'fr', 'ar'] as const;
  it.each<[string | null, string | null, string]>([
    ['fr', 'ar', 'fr'], // the user's stored language first
    ['de', 'ar', 'ar'], // not offered by the agency: the request's language
    [null, 'fr-FR,en;q=0.5', 'fr'],
    [null, 'ja', 'en'], // nothing offered asked for: the agency's default
    [null, null, 'en'],
  ])('user %j, Accept-Language %j → %s', (userLanguage, acceptLanguage, expected) => {
    expect(bookerLanguage({ userLanguage, acceptLanguage, offered, agencyDefault: 'en' })).toBe(expected);
  });
  it("falls back to the agency's default, not English", () => {
    expect(bookerLanguage({ userLanguage: null, acceptLanguage: 'ja', offered, agencyDefault: 'ar' })).toBe('ar');
  });
});

describe('interfaceLanguage', () => {
  const offered = ['en', 'fr', 'ar'] as const;
  it.each<[string | null, string | null, string]>([
    ['en', 'ar', 'ar'], // the interface language the client sends first
    ['fr', 'ja', 'fr'], // not offered by the agency: the user's stored language
    ['de', 'ja', 'en'], // neither offered: the agency's default
    [null, null, 'en'],
  ])('user %j, Accept-Language %j → %s', (userLanguage, acceptLanguage, expected) => {
    expect(interfaceLanguage({ userLanguage, acceptLanguage, offered, agencyDefault: 'en' })).toBe(expected);
  });
});

describe('recipientLanguage', () => {
  it.each([
    { preferred: 'fr', agencyDefault: 'de', expected: 'fr' },
    { preferred: 'ar', agencyDefault: 'en', expected: 'ar' },
    { preferred: null, agencyDefault: 'de', expected: 'de' },
    { preferred: undefined, agencyDefault: 'sv', expected: 'sv' },
    { preferred: 'xx', agencyDefault: 'no', expected: 'no' },
    { preferred: '', agencyDefault: 'pt', expected: 'pt' },
    { preferred: 'xx', agencyDefault: 'yy', expected: 'en' },
    { preferred: null, agencyDefault: null, expected: 'en' },
  ])('$preferred with the agency default $agencyDefault is $expected', ({ preferred, agencyDefault, expected }) => {
    expect(recipientLanguage(preferred, agencyDefault)).toBe(expected);
  });
});

describe('languageDirection', () => {
  it('is right to left for Arabic only', () => {
    expect(languageDirection('ar')).toBe('rtl');
    expect(['en', 'fr', 'de', 'es', 'pt', 'da', 'sv', 'no'].map((l) => languageDirection(l as 'en'))).toEqual(Array(8).fill('ltr'));
  });
});
