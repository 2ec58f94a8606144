import { describe, expect, it } from 'vitest';
import { issuerAllowed, loginSettingsInputSchema, testableProviders } from './login-settings.ts';
import { NO_SOCIAL_PROVIDERS } from './sign-in-providers.ts';

describe('issuerAllowed', () => {
  it.each([
    ['https://id.example.com', true, true],
    ['https://id.example.com', false, true],
    ['http://localhost:9000', false, true],
    ['http://localhost:9000', true, false],
    ['ftp://id.example.com', false, false],
    ['not a url', false, false],
  ])('%s (production %s): %s', (issuer, production, allowed) => {
    expect(issuerAllowed(issuer, production)).toBe(allowed);
  });
});

describe('testableProviders', () => {
  const oidc = { issuer: 'https://id.example.com', clientId: 'c', scopes: 'openid', claims: undefined as never };
  it.each([
    ['nothing set up', { isSSOEnabled: false, oidc: null, social: NO_SOCIAL_PROVIDERS }, []],
    ['oidc settings but single sign-on off', { isSSOEnabled: false, oidc, social: NO_SOCIAL_PROVIDERS }, []],
    ['oidc on', { isSSOEnabled: true, oidc, social: NO_SOCIAL_PROVIDERS }, ['oidc']],
    [
      'google on, apple off',
      {
        isSSOEnabled: false,
        oidc: null,
        social: { ...NO_SOCIAL_PROVIDERS, google: { enabled: true, clientId: '' }, apple: { enabled: false, clientId: 'x' } },
      },
      ['google'],
    ],
  ] as const)('%s', (_, settings, expected) => {
    expect(testableProviders(settings)).toEqual(expected);
  });
});

describe('loginSettingsInputSchema', () => {
  const base = { isSSOEnabled: true, isDirectLoginAllowedForSSOUsers: true, oidc: null, social: {} };
  it('keeps a secret left out, clears one given as null, sets a trimmed one', () => {
    const parsed = loginSettingsInputSchema.parse({ ...base, clientSecrets: { oidc: '  s3cret  ', google: null } });
    expect(parsed.clientSecrets).toEqual({ oidc: 's3cret', google: null });
  });
  it('refuses an empty secret and scopes without openid, naming the field', () => {
    const result = loginSettingsInputSchema.safeParse({
      ...base,
      oidc: { issuer: 'https://id.example.com', clientId: 'c', scopes: 'email profile' },
      clientSecrets: { apple: '   ' },
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['clientSecrets.apple', 'oidc.scopes']);
  });
});
