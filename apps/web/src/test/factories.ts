import { publicAgencySchema, type PublicAgency } from '@tripfront/domain/agency';
import type { OpenHold } from '@tripfront/domain/booking/bookings';
import type { SavedTraveller } from '@tripfront/domain/saved-travellers';
import type { SessionUser } from '../lib/bootstrap.ts';

type AgencyOverrides = Partial<Omit<PublicAgency, 'settings'>> & { settings?: Partial<PublicAgency['settings']> };

/** A valid agency with every service active; override what the test is about. */
export function makeAgency(overrides: AgencyOverrides = {}): PublicAgency {
  const { settings, ...rest } = overrides;
  return publicAgencySchema.parse({
    id: 'agency-1',
    agencyName: 'Test Travel',
    subdomain: 'test',
    status: 'Active',
    contactEmailId: 'hello@test-travel.example',
    bookingMenuItemOptions: [
      { id: 1, title: 'Hotels', active: true },
      { id: 5, title: 'Air Travel', active: true },
      { id: 6, title: 'Resorts', active: true },
      { id: 2, title: 'Car Rentals', active: true },
      { id: 3, title: 'Activities', active: true },
      { id: 4, title: 'Cruise', active: true },
    ],
    sso: { isSSOEnabled: false, isDirectLoginAllowedForSSOUsers: true, socialProviders: [] },
    ...rest,
    settings: { ...settings },
  });
}

type UserOverrides = Partial<Omit<SessionUser, 'personal_info'>> & { personal_info?: Partial<SessionUser['personal_info']> };

export function makeUser(overrides: UserOverrides = {}): SessionUser {
  const { personal_info, ...rest } = overrides;
  return {
    id: 'user-1',
    userType: 'Traveller',
    isTravelAgent: false,
    isRestrictedAgent: false,
    isRewardWalletEnable: false,
    language: 'en',
    personal_info: {
      first_name: 'Tess',
      last_name: 'Traveller',
      email: 'tess@example.com',
      profile_image: '',
      credits: { amount: 0, currency: 'USD' },
      ...personal_info,
    },
    ...rest,
  };
}

export const makeAgent = (overrides: UserOverrides = {}) =>
  makeUser({ id: 'agent-1', userType: 'AgencyOwner', isTravelAgent: true, personal_info: { first_name: 'Olivia', last_name: 'Owner' }, ...overrides });

/** A saved traveller with a passport (GET /api/user/travellers, decision 0102); override what the test is about. */
export function makeSavedTraveller(overrides: Partial<SavedTraveller> = {}): SavedTraveller {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    title: 'Ms',
    firstName: 'Ada',
    lastName: 'Lovelace',
    birthDate: '1985-12-10',
    nationality: 'GB',
    passport: { number: 'AB1234567', expiry: '2035-01-01', issuingCountry: 'GB' },
    ...overrides,
  };
}

/** One of the traveller's open holds (GET /api/bookings/holds, the 429's list; decision 0096), `minutes` and a half left. */
export function makeOpenHold({ minutes = 12, ...overrides }: Partial<OpenHold> & { minutes?: number } = {}): OpenHold {
  return {
    holdId: 'h-1',
    product: 'flight',
    offerId: 'offer-1',
    label: 'CDG → JFK',
    expiresAt: new Date(Date.now() + minutes * 60_000 + 30_000).toISOString(),
    total: { amount: 52_000, currency: 'USD' },
    ...overrides,
  };
}
