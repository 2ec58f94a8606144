import {
  issuerAllowed,
  NO_STORED_SECRET,
  SIGN_IN_PROVIDERS,
  signInSecretName,
  type Agency,
  type LoginSettings,
  type LoginSettingsInput,
  type SignInProvider,
} from '@tripfront/domain';
import { deleteAgencySecret, getAgencySecret, putAgencySecret, type AgencySettingsRow, type StoredSecret, type TenantTx } from '@tripfront/db';
import { badRequest } from './http-errors.ts';
import { decryptSecret, encryptSecret, secretHint } from './secrets.ts';
import { diffFields, type SettingsPlan } from './settings-changes.ts';

// The Login settings (decision 0117): the agency's sign-in providers, kept in agency.sso, and each
// provider's client secret, kept encrypted in agency_secrets under signInSecretName(provider).

export type SignInSecrets = Record<SignInProvider, StoredSecret | null>;

/** The stored client secret of every provider (encrypted), or null where there is none. */
export async function loadSignInSecrets(tx: TenantTx, tenantId: string): Promise<SignInSecrets> {
  const entries = await Promise.all(SIGN_IN_PROVIDERS.map(async (p) => [p, await getAgencySecret(tx, tenantId, signInSecretName(p))] as const));
  return Object.fromEntries(entries) as SignInSecrets;
}

/** The Login section as read: the secrets only as whether one is stored and its hint. */
export function loginSettingsOf(agency: Pick<Agency, 'sso'>, secrets: SignInSecrets): LoginSettings {
  const { isSSOEnabled, isDirectLoginAllowedForSSOUsers, oidc, social } = agency.sso;
  const clientSecrets = Object.fromEntries(
    SIGN_IN_PROVIDERS.map((p) => [p, secrets[p] ? { isSet: true, hint: secrets[p].hint } : NO_STORED_SECRET]),
  ) as LoginSettings['clientSecrets'];
  return { isSSOEnabled, isDirectLoginAllowedForSSOUsers, oidc, social, clientSecrets };
}

interface LoginPlanInput {
  key: Buffer;
  tenantId: string;
  /** A production server talks to providers over HTTPS only (lib/sign-in.ts): the issuer must be one. */
  production: boolean;
  config: AgencySettingsRow['config'];
  agency: Pick<Agency, 'sso'>;
  secrets: SignInSecrets;
}

/** Whether the agency uses its own client at a provider, the one a client secret belongs to. */
const ownClient = (input: LoginSettingsInput, provider: SignInProvider): boolean =>
  provider === 'oidc' ? input.oidc !== null : (input.social[provider]?.clientId ?? '') !== '';

/**
 * A save of the Login section: the settings into agency.sso, each client secret given set or
 * replaced (encrypted, its hint kept), each given as null cleared. The audit log says only that a
 * secret was set, changed or cleared, never its value or its hint.
 */
export function planLoginSave(input: LoginPlanInput, next: LoginSettingsInput): SettingsPlan {
  const { key, tenantId, secrets } = input;
  if (next.oidc && !issuerAllowed(next.oidc.issuer, input.production)) {
    throw badRequest('settings.oidc.issuer: The issuer must be an https:// address.', 'settings.oidc.issuer');
  }
  const sso = { isSSOEnabled: next.isSSOEnabled, isDirectLoginAllowedForSSOUsers: next.isDirectLoginAllowedForSSOUsers, oidc: next.oidc, social: next.social };
  const changes = diffFields(input.agency.sso, sso);
  const writes: SettingsPlan['writes'] = [];
  for (const provider of SIGN_IN_PROVIDERS) {
    const given = next.clientSecrets[provider];
    if (given === undefined) continue;
    const name = signInSecretName(provider);
    const stored = secrets[provider];
    const field = `clientSecrets.${provider}`;
    if (given === null) {
      if (!stored) continue;
      changes.push({ field, from: 'set', to: 'cleared' });
      writes.push((tx) => deleteAgencySecret(tx, tenantId, name));
      continue;
    }
    if (!ownClient(next, provider)) {
      const message =
        provider === 'oidc'
          ? 'A client secret goes with your identity provider: fill in its issuer and client id too.'
          : 'A client secret goes with your own client id: enter the client id too, or leave both empty to use the platform’s.';
      throw badRequest(`settings.${field}: ${message}`, `settings.${field}`);
    }
    // Compared, never recorded: the same secret again is no change.
    if (stored && decryptSecret(key, tenantId, name, stored.ciphertext) === given) continue;
    changes.push({ field, from: stored ? 'set' : 'not set', to: stored ? 'changed' : 'set' });
    const secret: StoredSecret = { ciphertext: encryptSecret(key, tenantId, name, given), hint: secretHint(given) };
    writes.push((tx) => putAgencySecret(tx, tenantId, name, secret));
  }
  return { config: { ...input.config, sso }, changes, writes };
}
