import { identityFromClaims, type Agency, type ClaimMapping, type SignInProvider } from '@tripfront/domain';
import {
  NO_PASSWORD,
  adoptGuestBookings,
  createUser,
  findUserByEmail,
  findUserByIdentity,
  latestTermsVersion,
  linkIdentity,
  markEmailVerified,
  setUserRole,
  type Database,
  type TenantTx,
  type UserRow,
} from '@tripfront/db';
import { SignInError, type VerifiedSignIn } from './sign-in.ts';

/**
 * The account a provider's person signs in to (decision 0114):
 * - the one linked to them before (by issuer and subject, whatever their email says now);
 * - else the account of their email, linked now, only when the provider says the email is verified
 *   (an unverified claim could be anyone's address);
 * - else a new traveller account, just in time, for a verified email (createVerifiedTraveller).
 * Proving the address adopts the guest bookings made with it (decision 0104). With a role claim in
 * the mapping, a traveller or travel agent account takes the role it names at each sign-in; the
 * agency's owner and admins are never changed by a claim.
 */
export async function accountForSignIn(
  db: Database,
  tenant: { id: string; agency: Pick<Agency, 'defaultLanguage'> },
  provider: SignInProvider,
  verified: VerifiedSignIn,
  mapping: ClaimMapping,
  now = new Date(),
): Promise<UserRow> {
  const identity = identityFromClaims(verified.claims, mapping, provider);
  const tenantId = tenant.id;
  const link = { provider, issuer: verified.issuer, subject: verified.subject };
  const user = await db.withTenant(tenantId, async (tx) => {
    let row = await findUserByIdentity(tx, tenantId, link);
    if (!row) {
      if (!identity?.emailVerified) return null;
      row = (await findUserByEmail(tx, tenantId, identity.email)) ?? (await createVerifiedTraveller(tx, tenant, identity, now));
      if (!row) return null;
      if (!row.emailVerifiedAt) await markEmailVerified(tx, tenantId, row.id, now);
      await adoptGuestBookings(tx, tenantId, row.id);
    }
    await linkIdentity(tx, tenantId, row.id, link, now);
    const role = identity?.role ?? null;
    if (role !== null && row.userType === 'Traveller') {
      const fields = { userType: 'Traveller' as const, isTravelAgent: role !== 'traveller', isRestrictedAgent: role === 'restrictedAgent' };
      if (fields.isTravelAgent !== row.isTravelAgent || fields.isRestrictedAgent !== row.isRestrictedAgent) {
        row = (await setUserRole(tx, tenantId, row.id, fields)) ?? row;
      }
    }
    return row;
  });
  if (!user) throw new SignInError('email', identity ? 'the provider did not say the email is verified' : 'the provider gave no usable email');
  if (user.disabledAt) throw new SignInError('account', 'the account is disabled');
  return user;
}

/**
 * The traveller account made just in time at a person's first sign-in through a provider that
 * vouches for their address (single sign-on, social, the sandbox): verified, with no password
 * (decision 0114), and the users' terms in force now recorded as accepted, as an email sign-up
 * records them (decision 0127: the sign-in buttons say that creating an account accepts them).
 * When another request made the address's account first, that account, verified now.
 */
export async function createVerifiedTraveller(
  tx: TenantTx,
  tenant: { id: string; agency: Pick<Agency, 'defaultLanguage'> },
  person: { email: string; firstName: string; lastName: string },
  now: Date,
): Promise<UserRow | null> {
  const tenantId = tenant.id;
  const acceptedTermsVersion = await latestTermsVersion(tx, tenantId, 'users');
  const row =
    (await createUser(tx, {
      tenantId,
      email: person.email,
      passwordHash: NO_PASSWORD,
      firstName: person.firstName || person.email.split('@')[0]!,
      lastName: person.lastName,
      language: tenant.agency.defaultLanguage,
      acceptedTermsVersion,
    })) ?? (await findUserByEmail(tx, tenantId, person.email));
  if (row && !row.emailVerifiedAt) await markEmailVerified(tx, tenantId, row.id, now);
  return row;
}
