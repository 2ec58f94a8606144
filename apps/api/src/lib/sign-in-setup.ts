import type { FastifyInstance } from 'fastify';
import { passwordSignInRefused, signInSecretName, type Agency, type SignInProvider } from '@tripfront/domain';
import { hasProviderIdentity, type TenantTx, type UserRow } from '@tripfront/db';
import { agencySecret } from './agency-secrets.ts';
import type { ProviderSetup } from './sign-in.ts';

export const SSO_REQUIRED = 'This agency signs travellers in through its own website: please use Sign in with your agency account.';

/**
 * The agency's setup of a sign-in provider (decision 0114), its own client secret decrypted when it
 * uses its own client; null when the provider is not offered. A secret that no longer decrypts
 * throws UnreadableSecretError (agency-secrets.ts).
 */
export async function providerSetupOf(
  app: Pick<FastifyInstance, 'deps' | 'log'>,
  tenant: { id: string; agency: Pick<Agency, 'sso'> },
  provider: SignInProvider,
): Promise<ProviderSetup | null> {
  const { agency, id: tenantId } = tenant;
  const ownClient = provider === 'oidc' ? agency.sso.oidc !== null : (agency.sso.social[provider]?.clientId ?? '') !== '';
  const secret = ownClient ? await agencySecret(app, tenantId, signInSecretName(provider), `${provider} sign-in client secret`) : null;
  return app.deps.signIn.setupFor(agency, provider, secret);
}

/**
 * Whether this account may not use or set a password at this agency (domain passwordSignInRefused),
 * reading its provider identities only when that decides. Outside a transaction, call it only when
 * `passwordMayBeRefused` says so (most agencies allow direct login: no query then).
 */
export async function passwordRefused(
  tx: TenantTx,
  tenant: { id: string; agency: Pick<Agency, 'sso'> },
  user: Pick<UserRow, 'id' | 'userType'>,
): Promise<boolean> {
  const { sso } = tenant.agency;
  if (!passwordSignInRefused(sso, user, true)) return false;
  if (passwordSignInRefused(sso, user, false)) return true;
  return hasProviderIdentity(tx, tenant.id, user.id);
}

/** Whether passwordRefused could answer true for this agency: single sign-on on, direct login off. */
export const passwordMayBeRefused = (agency: Pick<Agency, 'sso'>): boolean => agency.sso.isSSOEnabled && !agency.sso.isDirectLoginAllowedForSSOUsers;
