import { describe, expect, it } from 'vitest';
import { businessInfoSchema, EMAIL_INVALID, EMAIL_REQUIRED, hearByDetail, isHearByDetailValid, joinEngines } from './business-info.ts';

const valid = {
  contactEmailId: 'owner@agency.example',
  contactPhoneNumber: '+1 415 555 0100',
  hearBy: 'Google',
  hearByName: '',
  hqCountry: 'US',
  bookingVolume: 'Under $100k',
  useForBusiness: 'B2C website',
  productInterested: 'Hotels,Flights',
};

const messageOf = (input: unknown) => {
  const r = businessInfoSchema.safeParse(input);
  return r.success ? null : { path: r.error.issues[0]?.path.join('.'), message: r.error.issues[0]?.message };
};

describe('business info rules (spec §5)', () => {
  it.each([
    ['a complete form', valid, null],
    ['an empty email', { ...valid, contactEmailId: '' }, { path: 'contactEmailId', message: EMAIL_REQUIRED }],
    ['a malformed email', { ...valid, contactEmailId: 'owner@agency' }, { path: 'contactEmailId', message: EMAIL_INVALID }],
    ['no phone (optional)', { ...valid, contactPhoneNumber: '' }, null],
    ['Social Media without detail', { ...valid, hearBy: 'Social Media' }, { path: 'hearByName', message: 'Please add a detail' }],
    ['Peer referral without detail', { ...valid, hearBy: 'Peer referral' }, { path: 'hearByName', message: 'Please add a detail' }],
    ['Other with a detail', { ...valid, hearBy: 'Other', hearByName: 'A podcast' }, null],
    ['no engine', { ...valid, productInterested: '' }, { path: 'productInterested', message: 'Please choose at least one booking engine' }],
    ['an unknown engine', { ...valid, productInterested: 'Hotels,Trains' }, { path: 'productInterested', message: expect.stringContaining('Booking engines') }],
    ['an unknown volume', { ...valid, bookingVolume: 'lots' }, { path: 'bookingVolume', message: 'Please choose your annual booking volume' }],
  ])('%s', (_name, input, expected) => {
    expect(messageOf(input)).toEqual(expected);
  });

  it('joins engines, with All selecting every engine', () => {
    expect(joinEngines(['Flights', 'Hotels'])).toBe('Hotels,Flights');
    expect(joinEngines(['All'])).toBe('Resorts,Hotels,Flights,Cars,Activities,Cruises');
  });

  it.each([
    ['Google', '', 'none', true],
    ['Social Media', 'LinkedIn', 'social', true],
    ['Social Media', 'MySpace', 'social', false],
    ['Social Media', '', 'social', false],
    ['Peer referral', 'Ana at Sol Tours', 'text', true],
    ['Other', '   ', 'text', false],
    ['Customer Support Manager', 'Amelia Hart', 'manager', true],
    ['Customer Support Manager', 'Someone Else', 'manager', false],
    ['Customer Support Manager', '', 'manager', false],
  ])('how heard %s with detail %j needs a %s detail; valid: %s', (hearBy, name, kind, valid) => {
    expect(hearByDetail(hearBy)).toBe(kind);
    expect(isHearByDetailValid(hearBy, name, ['Amelia Hart', 'Bruno Silva'])).toBe(valid);
  });
});
