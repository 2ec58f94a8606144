import { z } from 'zod';
import { SIGN_IN_PROVIDERS, SOCIAL_PROVIDERS, SSO_ERRORS, type SignInProvider, type SocialProvider } from './navigation/sign-in-start.ts';

export {
  SIGN_IN_PROVIDERS,
  SOCIAL_PROVIDERS,
  SSO_ERRORS,
  isSsoError,
  type SignInProvider,
  type SocialProvider,
  type SsoError,
} from './navigation/sign-in-start.ts';

/**
 * The identity providers an agency's storefront signs people in through (spec §6 SSO; decision 0114):
 * its own OpenID Connect provider (`oidc`, the agency's single sign-on) and the social presets,
 * each an OpenID Connect provider reached through the same code path. Client secrets never live
 * here: they are kept encrypted apart from the agency (agency_secrets, `signInSecretName`).
 */
export const signInProviderSchema = z.enum(SIGN_IN_PROVIDERS);

/** Each social preset's issuer (OpenID Connect discovery); the server may point one elsewhere (tests, a proxy). */
export const SOCIAL_ISSUERS: Readonly<Record<SocialProvider, string>> = {
  google: 'https://accounts.google.com',
  // Personal Microsoft accounts; an agency on Entra ID sets its own tenant (`microsoftTenant`).
  microsoft: 'https://login.microsoftonline.com/consumers/v2.0',
  apple: 'https://appleid.apple.com',
};

/** The name of a provider's client secret in agency_secrets. */
export const signInSecretName = (provider: SignInProvider): string => `sign-in:${provider}`;

const claimName = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_:./-]{1,100}$/, 'must be a claim name such as email or given_name');

/** Which ID token claims fill the account; `role` (optional) names a claim whose value makes the person a travel agent. */
export const claimMappingSchema = z.object({
  email: claimName.default('email'),
  firstName: claimName.default('given_name'),
  lastName: claimName.default('family_name'),
  /** A claim (string or list of strings) holding the person's role at the agency; null: every account is a traveller. */
  role: claimName.nullable().default(null),
  /** The role claim's value for a travel agent. */
  agentValue: z.string().trim().min(1).max(100).default('travel_agent'),
  /** The role claim's value for a restricted travel agent. */
  restrictedAgentValue: z.string().trim().min(1).max(100).default('restricted_agent'),
});
export type ClaimMapping = z.infer<typeof claimMappingSchema>;
export const DEFAULT_CLAIM_MAPPING: ClaimMapping = claimMappingSchema.parse({});

const scopes = z
  .string()
  .trim()
  .max(300)
  .regex(/^[\x21\x23-\x5B\x5D-\x7E]+( [\x21\x23-\x5B\x5D-\x7E]+)*$/, 'must be scopes separated by spaces')
  .refine((value) => value.split(' ').includes('openid'), 'must include openid');

/** The agency's own OpenID Connect provider (its single sign-on). */
export const oidcSettingsSchema = z.object({
  issuer: z.string().trim().url('must be the provider’s issuer URL').max(300),
  clientId: z.string().trim().min(1).max(300),
  scopes: scopes.default('openid email profile'),
  claims: claimMappingSchema.default(DEFAULT_CLAIM_MAPPING),
});
export type OidcSettings = z.infer<typeof oidcSettingsSchema>;

/** A social preset switched on for the agency: its own client id, or the platform's when empty. */
export const socialSettingsSchema = z.object({
  enabled: z.boolean().default(false),
  clientId: z.string().trim().max(300).default(''),
});
export type SocialSettings = z.infer<typeof socialSettingsSchema>;

export const socialProvidersSchema = z.object({
  google: socialSettingsSchema.nullable().default(null),
  microsoft: socialSettingsSchema.nullable().default(null),
  apple: socialSettingsSchema.nullable().default(null),
  /** The Entra ID tenant for Microsoft ('consumers', 'organizations' or a tenant id); empty: personal accounts. */
  microsoftTenant: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9.-]{0,100}$/, 'must be a tenant id or domain')
    .default(''),
});
export type SocialProviders = z.infer<typeof socialProvidersSchema>;
export const NO_SOCIAL_PROVIDERS: SocialProviders = socialProvidersSchema.parse({});

/**
 * What browsers see of the sign-in settings: the spec's two flags, whether the agency's own
 * OpenID Connect provider is set up (Log In then goes there, spec §4 "Login redirect"), and which
 * social buttons to show. Defaults: an answer without it (an old cache, a fixture) reads as none.
 */
export const publicSsoSchema = z
  .object({
    isSSOEnabled: z.boolean().default(false),
    isDirectLoginAllowedForSSOUsers: z.boolean().default(true),
    hasProvider: z.boolean().default(false),
    socialProviders: z.array(z.enum(SOCIAL_PROVIDERS)).default([]),
  })
  .default({ isSSOEnabled: false, isDirectLoginAllowedForSSOUsers: true, hasProvider: false, socialProviders: [] });
export type PublicSso = z.infer<typeof publicSsoSchema>;

/** A social provider the storefront offers: switched on, with a client id (the agency's, else the platform's). */
export function offeredSocialProviders(social: SocialProviders, platformClientIds: Partial<Record<SocialProvider, string>>): SocialProvider[] {
  return SOCIAL_PROVIDERS.filter((provider) => social[provider]?.enabled === true && Boolean(social[provider]?.clientId || platformClientIds[provider]));
}

/** The issuer of a social preset, with the agency's Microsoft tenant. */
export function socialIssuer(
  provider: SocialProvider,
  social: Pick<SocialProviders, 'microsoftTenant'>,
  issuers: Readonly<Record<SocialProvider, string>> = SOCIAL_ISSUERS,
): string {
  const issuer = issuers[provider];
  if (provider === 'microsoft' && social.microsoftTenant && issuer === SOCIAL_ISSUERS.microsoft) {
    return `https://login.microsoftonline.com/${social.microsoftTenant}/v2.0`;
  }
  return issuer;
}

/** What a provider's ID token says about the person, read through the agency's claim mapping. */
export interface ClaimedIdentity {
  email: string;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
  /** From the role claim: null when the mapping has none (the account's role is left as it is). */
  role: 'traveller' | 'agent' | 'restrictedAgent' | null;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * Reads the claims: email and names through the mapping; `email_verified` as OpenID Connect
 * defines it (true, or the string "true" some providers send); the role from its claim. An email
 * that is not an address answers null (no account can be made from it).
 */
export function identityFromClaims(
  claims: Record<string, unknown>,
  mapping: ClaimMapping = DEFAULT_CLAIM_MAPPING,
  provider: SignInProvider = 'oidc',
): ClaimedIdentity | null {
  const email = text(claims[mapping.email]).toLowerCase();
  if (!z.email().safeParse(email).success) return null;
  const verified = emailVerified(claims, provider);
  const role = mapping.role === null ? null : roleOf(claims[mapping.role], mapping);
  return {
    email,
    emailVerified: verified,
    firstName: text(claims[mapping.firstName]).slice(0, 80),
    lastName: text(claims[mapping.lastName]).slice(0, 80),
    role,
  };
}

const TRUE = (value: unknown) => value === true || value === 'true';

/** Microsoft's tenant of personal accounts: their address is the account's name, proved when it was made. */
export const MICROSOFT_PERSONAL_TENANT = '9188040d-6c67-4c5b-b112-36a304b66dad';

/**
 * Whether the provider vouches for the address (an account is linked or made only then). OpenID
 * Connect says so with `email_verified`; Microsoft sends none: its `xms_edov` (the address's domain
 * is the organisation's, verified) says so for a work account, and a personal account's address is
 * always one Microsoft proved.
 */
export function emailVerified(claims: Record<string, unknown>, provider: SignInProvider): boolean {
  if (TRUE(claims.email_verified)) return true;
  return provider === 'microsoft' && (TRUE(claims.xms_edov) || claims.tid === MICROSOFT_PERSONAL_TENANT);
}

/** The role a role claim's value (a string or a list of them) names: restricted agent first, then agent, else traveller. */
function roleOf(value: unknown, mapping: ClaimMapping): NonNullable<ClaimedIdentity['role']> {
  const roles = Array.isArray(value) ? value.map(text) : [text(value)];
  if (roles.includes(mapping.restrictedAgentValue)) return 'restrictedAgent';
  if (roles.includes(mapping.agentValue)) return 'agent';
  return 'traveller';
}

export const ssoErrorSchema = z.enum(SSO_ERRORS);

/**
 * Spec §6: the agency's SSO settings decide whether direct login is allowed. With single sign-on on
 * and direct login off, travellers, and anyone who has signed in through a provider, may neither
 * use nor set a password: they sign in through the provider. Staff without a provider identity keep
 * their password (the agency's way in when its provider is down).
 */
export function passwordSignInRefused(
  sso: { isSSOEnabled: boolean; isDirectLoginAllowedForSSOUsers: boolean },
  user: { userType: string },
  signsInThroughProvider: boolean,
): boolean {
  return sso.isSSOEnabled && !sso.isDirectLoginAllowedForSSOUsers && (user.userType === 'Traveller' || signsInThroughProvider);
}
