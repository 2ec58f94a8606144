import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CLAIM_MAPPING,
  MICROSOFT_PERSONAL_TENANT,
  NO_SOCIAL_PROVIDERS,
  claimMappingSchema,
  emailVerified,
  identityFromClaims,
  offeredSocialProviders,
  passwordSignInRefused,
  socialIssuer,
  type SignInProvider,
} from './sign-in-providers.ts';

describe('emailVerified', () => {
  it.each<[string, Record<string, unknown>, SignInProvider, boolean]>([
    ['email_verified true', { email_verified: true }, 'oidc', true],
    ['email_verified "true" (Apple sends a string)', { email_verified: 'true' }, 'apple', true],
    ['email_verified false', { email_verified: false }, 'google', false],
    ['no claim at all', {}, 'oidc', false],
    ['Microsoft work account with a verified domain (xms_edov)', { xms_edov: true }, 'microsoft', true],
    ['Microsoft personal account', { tid: MICROSOFT_PERSONAL_TENANT }, 'microsoft', true],
    ['Microsoft work account without xms_edov', { tid: 'contoso-tenant' }, 'microsoft', false],
    ['the personal tenant claimed by another provider counts for nothing', { tid: MICROSOFT_PERSONAL_TENANT }, 'oidc', false],
  ])('%s → %s', (_name, claims, provider, expected) => {
    expect(emailVerified(claims, provider)).toBe(expected);
  });
});

describe('identityFromClaims', () => {
  it('reads the email (lower-cased), names and verification through the default mapping', () => {
    expect(identityFromClaims({ email: ' Noor@Example.COM ', email_verified: true, given_name: 'Noor', family_name: 'Haddad' })).toEqual({
      email: 'noor@example.com',
      emailVerified: true,
      firstName: 'Noor',
      lastName: 'Haddad',
      role: null,
    });
  });

  it('answers null when the email claim is not an address', () => {
    expect(identityFromClaims({ email: 'not-an-address' })).toBeNull();
    expect(identityFromClaims({})).toBeNull();
  });

  it('reads other claim names when the agency maps them', () => {
    const mapping = claimMappingSchema.parse({ email: 'upn', firstName: 'first', lastName: 'last' });
    expect(identityFromClaims({ upn: 'sam@corp.example', first: 'Sam', last: 'Lee', email_verified: true }, mapping)).toMatchObject({
      email: 'sam@corp.example',
      firstName: 'Sam',
      lastName: 'Lee',
    });
  });

  it.each<[unknown, 'traveller' | 'agent' | 'restrictedAgent']>([
    ['travel_agent', 'agent'],
    [['staff', 'travel_agent'], 'agent'],
    [['travel_agent', 'restricted_agent'], 'restrictedAgent'],
    ['restricted_agent', 'restrictedAgent'],
    ['owner', 'traveller'],
    [undefined, 'traveller'],
  ])('role claim %j → %s', (value, role) => {
    const mapping = claimMappingSchema.parse({ role: 'agency_role' });
    expect(identityFromClaims({ email: 'a@b.example', agency_role: value }, mapping)?.role).toBe(role);
  });

  it('leaves the role alone when the mapping names no role claim', () => {
    expect(identityFromClaims({ email: 'a@b.example', agency_role: 'travel_agent' }, DEFAULT_CLAIM_MAPPING)?.role).toBeNull();
  });
});

describe('passwordSignInRefused', () => {
  const ssoOnly = { isSSOEnabled: true, isDirectLoginAllowedForSSOUsers: false };
  it.each<[string, { isSSOEnabled: boolean; isDirectLoginAllowedForSSOUsers: boolean }, string, boolean, boolean]>([
    ['a traveller where direct login is off', ssoOnly, 'Traveller', false, true],
    ['staff who never used the provider keep their password', ssoOnly, 'Admin', false, false],
    ['staff who signed in through the provider', ssoOnly, 'Admin', true, true],
    ['anyone where direct login is allowed', { isSSOEnabled: true, isDirectLoginAllowedForSSOUsers: true }, 'Traveller', true, false],
    ['anyone where single sign-on is off', { isSSOEnabled: false, isDirectLoginAllowedForSSOUsers: false }, 'Traveller', true, false],
  ])('%s', (_name, sso, userType, throughProvider, refused) => {
    expect(passwordSignInRefused(sso, { userType }, throughProvider)).toBe(refused);
  });
});

describe('offeredSocialProviders', () => {
  it('offers a preset switched on with the agency’s client id or the platform’s, in a fixed order', () => {
    const social = {
      ...NO_SOCIAL_PROVIDERS,
      apple: { enabled: true, clientId: 'com.agency.web' },
      google: { enabled: true, clientId: '' },
      microsoft: { enabled: false, clientId: 'ms' },
    };
    expect(offeredSocialProviders(social, {})).toEqual(['apple']);
    expect(offeredSocialProviders(social, { google: 'platform-google' })).toEqual(['google', 'apple']);
  });
});

describe('socialIssuer', () => {
  it('uses the agency’s Microsoft tenant, and a configured issuer as it is', () => {
    expect(socialIssuer('microsoft', { microsoftTenant: '' })).toBe('https://login.microsoftonline.com/consumers/v2.0');
    expect(socialIssuer('microsoft', { microsoftTenant: 'contoso.example' })).toBe('https://login.microsoftonline.com/contoso.example/v2.0');
    const local = { google: 'https://127.0.0.1:9443', microsoft: 'https://127.0.0.1:9443', apple: 'https://127.0.0.1:9443' };
    expect(socialIssuer('microsoft', { microsoftTenant: 'contoso.example' }, local)).toBe('https://127.0.0.1:9443');
  });
});
