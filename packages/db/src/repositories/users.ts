import { and, asc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { toMajor, type UserProfile } from '@tripfront/domain';
import { AGENCY_STAFF_TYPES } from '@tripfront/domain/navigation/roles';
import type { TenantTx } from '../client.ts';
import { sessions, users } from '../schema.ts';

export type UserRow = typeof users.$inferSelect;

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The account of an address (never a guest's: guests do not sign in, and several may share it, decision 0104). */
export async function findUserByEmail(tx: TenantTx, tenantId: string, email: string): Promise<UserRow | null> {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.email, normaliseEmail(email)), eq(users.isGuest, false)))
    .limit(1);
  return row ?? null;
}

export async function getUserById(tx: TenantTx, tenantId: string, id: string): Promise<UserRow | null> {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, id)))
    .limit(1);
  return row ?? null;
}

export async function setUserLanguage(tx: TenantTx, tenantId: string, id: string, language: string): Promise<void> {
  await tx
    .update(users)
    .set({ language })
    .where(and(eq(users.tenantId, tenantId), eq(users.id, id)));
}

/** The agency's agents (owners, admins, sales agents; restricted agents included), by role then email. */
export async function listAgents(tx: TenantTx, tenantId: string): Promise<UserRow[]> {
  return (
    tx
      .select()
      .from(users)
      // isAgent (domain/navigation/roles.ts) in SQL, from its own list of staff roles: a travel agent
      // or one of the agency's staff. packages/db/test/agents.test.ts checks that the two agree.
      .where(and(eq(users.tenantId, tenantId), or(eq(users.isTravelAgent, true), inArray(users.userType, [...AGENCY_STAFF_TYPES]))))
      .orderBy(sql`case ${users.userType} when 'AgencyOwner' then 0 when 'Admin' then 1 else 2 end`, asc(users.isRestrictedAgent), asc(users.email))
  );
}

/** Replaces a user's navigation read permissions; null when no such user in this tenant. */
export async function setUserPermissions(tx: TenantTx, tenantId: string, id: string, permissions: Record<string, { read: boolean }>): Promise<UserRow | null> {
  const rows = await tx
    .update(users)
    .set({ permissions })
    .where(and(eq(users.tenantId, tenantId), eq(users.id, id)))
    .returning();
  return rows[0] ?? null;
}

/** What the profile tells of the wallet: whether the agency's reward wallet is on, and the user's balance. */
export interface ProfileWallet {
  isRewardWalletEnable: boolean;
  balanceMinor: number;
  currency: string;
}

/**
 * The user profile of spec §3. isRewardWalletEnable follows the agency's setting and the credits
 * are the balance of the user's wallet ledger (issue #16), answered in major units.
 */
export function toUserProfile(row: UserRow, wallet: ProfileWallet): UserProfile {
  return {
    id: row.id,
    userType: row.userType,
    isTravelAgent: row.isTravelAgent,
    isRestrictedAgent: row.isRestrictedAgent,
    isRewardWalletEnable: wallet.isRewardWalletEnable,
    language: row.language,
    permissions: row.permissions,
    personal_info: {
      first_name: row.firstName,
      last_name: row.lastName,
      email: row.email,
      profile_image: row.profileImage,
      credits: { amount: toMajor(wallet.balanceMinor, wallet.currency), currency: wallet.currency },
    },
    // Only a guest's profile says so (decision 0104): an account's keeps the shape of spec §3.
    ...(row.isGuest ? { isGuest: true } : {}),
  };
}

export interface SessionWithUser {
  sessionId: string;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  user: UserRow;
}

export async function createSession(
  tx: TenantTx,
  values: { id: string; tenantId: string; userId: string; now: Date; expiresAt: Date; signInProvider?: string | null },
): Promise<void> {
  // Every session time comes from the application's clock, never the database's `now()`: the idle
  // timeout compares `last_seen_at` with the application's clock, so a skew between the two (or a
  // test's pinned clock) must not end a session at its first request.
  const { now, ...rest } = values;
  await tx.insert(sessions).values({ ...rest, createdAt: now, lastSeenAt: now });
}

/** A live session (not revoked, not past its absolute expiry) with its user. */
export async function findLiveSession(tx: TenantTx, tenantId: string, sessionId: string, now: Date): Promise<SessionWithUser | null> {
  const [row] = await tx
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      // A disabled account's sessions end at once, even one revoked after this check began (issue #16).
      and(eq(sessions.tenantId, tenantId), eq(sessions.id, sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now), isNull(users.disabledAt)),
    )
    .limit(1);
  if (!row) return null;
  return {
    sessionId: row.session.id,
    createdAt: row.session.createdAt,
    lastSeenAt: row.session.lastSeenAt,
    expiresAt: row.session.expiresAt,
    user: row.user,
  };
}

export async function touchSession(tx: TenantTx, tenantId: string, sessionId: string, now: Date): Promise<void> {
  await tx
    .update(sessions)
    .set({ lastSeenAt: now })
    .where(and(eq(sessions.tenantId, tenantId), eq(sessions.id, sessionId)));
}

/** Ends a session; answers the provider it was signed in through (null: a password, or no such session). */
export async function revokeSession(tx: TenantTx, tenantId: string, sessionId: string, now: Date): Promise<string | null> {
  const [row] = await tx
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.tenantId, tenantId), eq(sessions.id, sessionId)))
    .returning({ signInProvider: sessions.signInProvider });
  return row?.signInProvider ?? null;
}
