import { z } from 'zod';
import { oidcSettingsSchema, SIGN_IN_PROVIDERS, socialProvidersSchema, type SignInProvider } from './sign-in-providers.ts';

// The Login settings (back-office, owner and admins; decision 0117): single sign-on through the
// agency's own OpenID Connect provider, the social presets, and each provider's client secret.
// The secrets are write-only: a save sets, replaces or clears one; a read says only whether one is
// stored and its last characters.

/** A client secret as saved: a new value (set or replace), null (clear), or left out (keep the stored one). */
const clientSecretChange = z.string().trim().min(1, 'must not be empty').max(2000).nullable().optional();

export const loginClientSecretsInputSchema = z.object(
  Object.fromEntries(SIGN_IN_PROVIDERS.map((p) => [p, clientSecretChange])) as Record<SignInProvider, typeof clientSecretChange>,
);

/** Login settings as saved. The issuer must be HTTPS on a production server (the API checks it: it knows where it runs). */
export const loginSettingsInputSchema = z.object({
  isSSOEnabled: z.boolean(),
  isDirectLoginAllowedForSSOUsers: z.boolean(),
  oidc: oidcSettingsSchema.nullable(),
  social: socialProvidersSchema,
  clientSecrets: loginClientSecretsInputSchema.default({}),
});
export type LoginSettingsInput = z.infer<typeof loginSettingsInputSchema>;

/** What a settings page may know of a stored client secret. */
export const storedSecretSchema = z.object({ isSet: z.boolean(), hint: z.string().nullable() });
export type StoredSecretState = z.infer<typeof storedSecretSchema>;
export const NO_STORED_SECRET: StoredSecretState = { isSet: false, hint: null };

/** Login settings as read: the client secrets only as `{ isSet, hint: '…1234' }`, never the values. */
export const loginSettingsSchema = z.object({
  isSSOEnabled: z.boolean(),
  isDirectLoginAllowedForSSOUsers: z.boolean(),
  oidc: oidcSettingsSchema.nullable(),
  social: socialProvidersSchema,
  clientSecrets: z.object(Object.fromEntries(SIGN_IN_PROVIDERS.map((p) => [p, storedSecretSchema])) as Record<SignInProvider, typeof storedSecretSchema>),
});
export type LoginSettings = z.infer<typeof loginSettingsSchema>;

/**
 * Whether an issuer URL may be used: HTTPS always; plain HTTP only outside production (a provider on
 * the developer's machine). The sign-in refuses the same at run time (apps/api lib/sign-in.ts).
 */
export function issuerAllowed(issuer: string, production: boolean): boolean {
  let protocol: string;
  try {
    protocol = new URL(issuer).protocol;
  } catch {
    return false;
  }
  return protocol === 'https:' || (!production && protocol === 'http:');
}

/** The providers a "Test sign-in" can run for: the agency's own when it has settings and single sign-on is on; each social preset switched on. */
export function testableProviders(settings: Pick<LoginSettings, 'isSSOEnabled' | 'oidc' | 'social'>): SignInProvider[] {
  return SIGN_IN_PROVIDERS.filter((p) => (p === 'oidc' ? settings.isSSOEnabled && settings.oidc !== null : settings.social[p]?.enabled === true));
}
