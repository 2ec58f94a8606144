import { describe, expect, it } from 'vitest';
import { businessInfoFormSchema, toBusinessInfoPayload, toggleEngine, type BusinessInfoFormValues } from './form-schema.ts';

const messages = { emailRequired: 'Email is required', emailInvalid: 'Please enter a valid email address', phoneInvalid: 'Please enter a valid phone number' };
const managers = ['Amelia Hart', 'Bruno Silva'];
const valid: BusinessInfoFormValues = {
  contactEmailId: 'olivia@agency.example',
  contactPhoneNumber: '',
  hqCountry: 'US',
  engines: ['Hotels'],
  bookingVolume: 'Under $100k',
  useForBusiness: 'B2C website',
  hearBy: 'Google',
  hearByName: '',
};
const firstIssue = (values: BusinessInfoFormValues) => {
  const result = businessInfoFormSchema(messages, managers).safeParse(values);
  return result.success ? null : `${result.error.issues[0]?.path.join('.')}: ${result.error.issues[0]?.message}`;
};

describe('business-information form rules (spec §5)', () => {
  it.each<[string, Partial<BusinessInfoFormValues>, string | null]>([
    ['a complete form', {}, null],
    ['no email', { contactEmailId: '  ' }, 'contactEmailId: Email is required'],
    ['a malformed email', { contactEmailId: 'olivia@agency' }, 'contactEmailId: Please enter a valid email address'],
    ['a US phone number', { contactPhoneNumber: '+14155550100' }, null],
    ['a too short phone number', { contactPhoneNumber: '+141' }, 'contactPhoneNumber: Please enter a valid phone number'],
    ['no HQ country', { hqCountry: '' }, expect.stringMatching(/^hqCountry/) as unknown as string],
    ['no engine', { engines: [] }, expect.stringMatching(/^engines/) as unknown as string],
    ['no volume', { bookingVolume: '' }, expect.stringMatching(/^bookingVolume/) as unknown as string],
    ['no usage', { useForBusiness: '' }, expect.stringMatching(/^useForBusiness/) as unknown as string],
    ['no how-heard', { hearBy: '' }, expect.stringMatching(/^hearBy/) as unknown as string],
    ['Social Media without a network', { hearBy: 'Social Media' }, 'hearByName: detail'],
    ['Social Media with a network', { hearBy: 'Social Media', hearByName: 'TikTok' }, null],
    ['Peer referral without a name', { hearBy: 'Peer referral', hearByName: ' ' }, 'hearByName: detail'],
    ['Other with a detail', { hearBy: 'Other', hearByName: 'A podcast' }, null],
    ['a listed Customer Support Manager', { hearBy: 'Customer Support Manager', hearByName: 'Bruno Silva' }, null],
    ['an unlisted Customer Support Manager', { hearBy: 'Customer Support Manager', hearByName: 'Nobody' }, 'hearByName: detail'],
  ])('%s', (_name, overrides, expected) => {
    expect(firstIssue({ ...valid, ...overrides })).toEqual(expected);
  });

  it("toggles engines, 'All' selecting every engine and clearing them when all are chosen", () => {
    expect(toggleEngine([], 'All')).toEqual(['Resorts', 'Hotels', 'Flights', 'Cars', 'Activities', 'Cruises']);
    expect(toggleEngine(['Resorts', 'Hotels', 'Flights', 'Cars', 'Activities', 'Cruises'], 'All')).toEqual([]);
    expect(toggleEngine(['Hotels'], 'All')).toHaveLength(6);
    expect(toggleEngine(['Cars'], 'Hotels')).toEqual(['Hotels', 'Cars']);
    expect(toggleEngine(['Cars', 'Hotels'], 'Cars')).toEqual(['Hotels']);
  });

  it('builds the payload of spec §7: engines comma-joined, no detail for Google', () => {
    expect(toBusinessInfoPayload({ ...valid, contactEmailId: ' o@a.example ', engines: ['Cars', 'Hotels'], hearByName: 'stale' })).toEqual({
      contactEmailId: 'o@a.example',
      contactPhoneNumber: '',
      hearBy: 'Google',
      hearByName: '',
      hqCountry: 'US',
      bookingVolume: 'Under $100k',
      useForBusiness: 'B2C website',
      productInterested: 'Hotels,Cars',
    });
  });
});
