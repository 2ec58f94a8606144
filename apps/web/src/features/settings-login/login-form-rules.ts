import { DEFAULT_CLAIM_MAPPING, SIGN_IN_PROVIDERS, SOCIAL_PROVIDERS, type SignInProvider, type SocialProvider } from '@tripfront/domain/sign-in-providers';
import type { LoginSettings, LoginSettingsInput } from '@tripfront/domain/login-settings';

/** A client secret in the form: a new value typed (empty keeps the stored one), or the stored one to remove. */
export interface SecretValues {
  value: string;
  clear: boolean;
}

export interface LoginFormValues {
  isSSOEnabled: boolean;
  isDirectLoginAllowedForSSOUsers: boolean;
  /** Empty issuer and client id: no provider of the agency's own. */
  issuer: string;
  clientId: string;
  scopes: string;
  emailClaim: string;
  firstNameClaim: string;
  lastNameClaim: string;
  /** Empty: no role claim. */
  roleClaim: string;
  agentValue: string;
  restrictedAgentValue: string;
  social: Record<SocialProvider, { enabled: boolean; clientId: string }>;
  microsoftTenant: string;
  secrets: Record<SignInProvider, SecretValues>;
}

export type LoginField =
  | 'issuer'
  | 'clientId'
  | 'scopes'
  | 'emailClaim'
  | 'firstNameClaim'
  | 'lastNameClaim'
  | 'roleClaim'
  | 'agentValue'
  | 'restrictedAgentValue'
  | 'microsoftTenant'
  | `social.${SocialProvider}.clientId`
  | `secrets.${SignInProvider}.value`;

export type LoginMessage =
  | 'errors.issuer'
  | 'errors.issuerRequired'
  | 'errors.clientIdRequired'
  | 'errors.scopes'
  | 'errors.claim'
  | 'errors.value'
  | 'errors.tenant'
  | 'errors.secretWithoutClient';

export function loginFormValues(s: LoginSettings): LoginFormValues {
  const claims = s.oidc?.claims ?? DEFAULT_CLAIM_MAPPING;
  return {
    isSSOEnabled: s.isSSOEnabled,
    isDirectLoginAllowedForSSOUsers: s.isDirectLoginAllowedForSSOUsers,
    issuer: s.oidc?.issuer ?? '',
    clientId: s.oidc?.clientId ?? '',
    scopes: s.oidc?.scopes ?? 'openid email profile',
    emailClaim: claims.email,
    firstNameClaim: claims.firstName,
    lastNameClaim: claims.lastName,
    roleClaim: claims.role ?? '',
    agentValue: claims.agentValue,
    restrictedAgentValue: claims.restrictedAgentValue,
    social: Object.fromEntries(
      SOCIAL_PROVIDERS.map((p) => [p, { enabled: s.social[p]?.enabled ?? false, clientId: s.social[p]?.clientId ?? '' }]),
    ) as LoginFormValues['social'],
    microsoftTenant: s.social.microsoftTenant,
    secrets: Object.fromEntries(SIGN_IN_PROVIDERS.map((p) => [p, { value: '', clear: false }])) as LoginFormValues['secrets'],
  };
}

const hasOidc = (v: LoginFormValues) => v.issuer.trim() !== '' || v.clientId.trim() !== '';

/**
 * What PUT /api/agency/settings/login takes: the provider only when it has an issuer or a client id,
 * a social preset only when switched on or given a client id, and only the secrets typed (set or
 * replace) or marked to remove (null).
 */
export function loginSettingsInput(v: LoginFormValues): LoginSettingsInput {
  const clientSecrets: LoginSettingsInput['clientSecrets'] = {};
  for (const p of SIGN_IN_PROVIDERS) {
    const secret = v.secrets[p];
    if (secret.clear) clientSecrets[p] = null;
    else if (secret.value.trim() !== '') clientSecrets[p] = secret.value.trim();
  }
  const social = (p: SocialProvider) => {
    const { enabled, clientId } = v.social[p];
    return enabled || clientId.trim() !== '' ? { enabled, clientId: clientId.trim() } : null;
  };
  return {
    isSSOEnabled: v.isSSOEnabled,
    isDirectLoginAllowedForSSOUsers: v.isDirectLoginAllowedForSSOUsers,
    oidc: hasOidc(v)
      ? {
          issuer: v.issuer.trim(),
          clientId: v.clientId.trim(),
          scopes: v.scopes.trim().replace(/\s+/g, ' '),
          claims: {
            email: v.emailClaim.trim(),
            firstName: v.firstNameClaim.trim(),
            lastName: v.lastNameClaim.trim(),
            role: v.roleClaim.trim() || null,
            agentValue: v.agentValue.trim(),
            restrictedAgentValue: v.restrictedAgentValue.trim(),
          },
        }
      : null,
    social: { google: social('google'), microsoft: social('microsoft'), apple: social('apple'), microsoftTenant: v.microsoftTenant.trim() },
    clientSecrets,
  };
}

const CLAIM = /^[A-Za-z0-9_:./-]{1,100}$/;
const SCOPES = /^[\x21\x23-\x5B\x5D-\x7E]+( [\x21\x23-\x5B\x5D-\x7E]+)*$/;
const TENANT = /^[A-Za-z0-9.-]{0,100}$/;

/**
 * What the form must fix before saving, said in the page's language; the API checks the same
 * (packages/domain login-settings.ts) and whether the issuer may be plain HTTP on this server.
 */
export function checkLoginForm(v: LoginFormValues): Array<{ field: LoginField; message: LoginMessage }> {
  const problems: Array<{ field: LoginField; message: LoginMessage }> = [];
  if (hasOidc(v)) {
    const issuer = v.issuer.trim();
    if (issuer === '') problems.push({ field: 'issuer', message: 'errors.issuerRequired' });
    else if (!/^https?:\/\/[^\s/]+/.test(issuer)) problems.push({ field: 'issuer', message: 'errors.issuer' });
    if (v.clientId.trim() === '') problems.push({ field: 'clientId', message: 'errors.clientIdRequired' });
    const scopes = v.scopes.trim().replace(/\s+/g, ' ');
    if (!SCOPES.test(scopes) || !scopes.split(' ').includes('openid')) problems.push({ field: 'scopes', message: 'errors.scopes' });
    for (const field of ['emailClaim', 'firstNameClaim', 'lastNameClaim'] as const) {
      if (!CLAIM.test(v[field].trim())) problems.push({ field, message: 'errors.claim' });
    }
    if (v.roleClaim.trim() !== '') {
      if (!CLAIM.test(v.roleClaim.trim())) problems.push({ field: 'roleClaim', message: 'errors.claim' });
      for (const field of ['agentValue', 'restrictedAgentValue'] as const) {
        if (v[field].trim() === '') problems.push({ field, message: 'errors.value' });
      }
    }
  } else if (v.secrets.oidc.value.trim() !== '') {
    problems.push({ field: 'clientId', message: 'errors.clientIdRequired' });
  }
  if (!TENANT.test(v.microsoftTenant.trim())) problems.push({ field: 'microsoftTenant', message: 'errors.tenant' });
  for (const p of SOCIAL_PROVIDERS) {
    if (v.secrets[p].value.trim() !== '' && !v.secrets[p].clear && v.social[p].clientId.trim() === '') {
      problems.push({ field: `secrets.${p}.value`, message: 'errors.secretWithoutClient' });
    }
  }
  return problems;
}

/** The form field of a field the API names in a 400 (without its `settings.` prefix). */
export function formFieldOfAnswer(field: string): LoginField | null {
  const known: Record<string, LoginField> = {
    'oidc.issuer': 'issuer',
    'oidc.clientId': 'clientId',
    'oidc.scopes': 'scopes',
    'oidc.claims.email': 'emailClaim',
    'oidc.claims.firstName': 'firstNameClaim',
    'oidc.claims.lastName': 'lastNameClaim',
    'oidc.claims.role': 'roleClaim',
    'oidc.claims.agentValue': 'agentValue',
    'oidc.claims.restrictedAgentValue': 'restrictedAgentValue',
    'social.microsoftTenant': 'microsoftTenant',
  };
  if (field in known) return known[field]!;
  const social = /^social\.(google|microsoft|apple)\.clientId$/.exec(field);
  if (social) return `social.${social[1] as SocialProvider}.clientId`;
  const secret = /^clientSecrets\.(oidc|google|microsoft|apple)$/.exec(field);
  return secret ? `secrets.${secret[1] as SignInProvider}.value` : null;
}
