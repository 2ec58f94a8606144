import { and, eq, sql } from 'drizzle-orm';
import type { TenantTx } from '../client.ts';
import { userIdentities, users } from '../schema.ts';
import type { UserRow } from './users.ts';

/** An account's identity at a sign-in provider (decision 0114). */
export interface ProviderIdentity {
  provider: string;
  issuer: string;
  subject: string;
}

/** The account a provider's person signed in to before (by issuer and subject, never by email), or null. */
export async function findUserByIdentity(tx: TenantTx, tenantId: string, identity: Pick<ProviderIdentity, 'issuer' | 'subject'>): Promise<UserRow | null> {
  const [row] = await tx
    .select({ user: users })
    .from(userIdentities)
    .innerJoin(users, and(eq(users.id, userIdentities.userId), eq(users.tenantId, userIdentities.tenantId)))
    .where(and(eq(userIdentities.tenantId, tenantId), eq(userIdentities.issuer, identity.issuer), eq(userIdentities.subject, identity.subject)));
  return row?.user ?? null;
}

/** Links the account to the provider's person (once: a second link of the same person is a no-op), or notes the sign-in's time. */
export async function linkIdentity(tx: TenantTx, tenantId: string, userId: string, identity: ProviderIdentity, now: Date): Promise<void> {
  await tx
    .insert(userIdentities)
    .values({ tenantId, userId, ...identity, createdAt: now, lastSignInAt: now })
    .onConflictDoUpdate({ target: [userIdentities.tenantId, userIdentities.issuer, userIdentities.subject], set: { lastSignInAt: now } });
}

/** Whether the account signs in through a provider (it then may not use a password where the agency's direct login is off). */
export async function hasProviderIdentity(tx: TenantTx, tenantId: string, userId: string): Promise<boolean> {
  const [row] = await tx
    .select({ n: sql<number>`1` })
    .from(userIdentities)
    .where(and(eq(userIdentities.tenantId, tenantId), eq(userIdentities.userId, userId)))
    .limit(1);
  return row !== undefined;
}
