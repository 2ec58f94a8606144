import type { TestPerson } from '../../apps/api/test/oidc-test-provider.ts';

/**
 * The agency e2e/global-setup.ts adds to the demo seed: single sign-on on, direct login off, its
 * OpenID Connect provider the test one (apps/api/test/oidc-test-provider.ts) started beside the server.
 */
export const SSO_HOST = 'sso.localhost';

/** Whoever signs in at the test provider: the same person each time (an account made at the first sign-in, found after). */
export const SSO_PERSON: TestPerson = {
  sub: 'e2e-person-1',
  email: 'oona@sso-travel.example',
  email_verified: true,
  given_name: 'Oona',
  family_name: 'Idp',
};
