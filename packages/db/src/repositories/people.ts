import { and, asc, count, desc, eq, gt, ilike, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { spendByCurrency } from '@tripfront/domain/command-center/sales';
import type { TenantTx } from '../client.ts';
import { agentApplications, authTokens, bookings, users } from '../schema.ts';
import { normaliseEmail, type UserRow } from './users.ts';

/**
 * The agency's people (issue #16): invited accounts, roles, disabling, clients with their spend,
 * and agent applications. Every function runs inside `db.withTenant`; row-level security keeps
 * another agency's rows out even if a filter were forgotten.
 */

/** An invited account has no usable password until its invitation link sets one. */
export const NO_PASSWORD = '';

export async function createInvitedUser(
  tx: TenantTx,
  values: {
    tenantId: string;
    email: string;
    firstName: string;
    lastName: string;
    language: string;
    userType: UserRow['userType'];
    isTravelAgent: boolean;
    isRestrictedAgent: boolean;
    invitedBy: string | null;
    now: Date;
  },
): Promise<UserRow | null> {
  const { now, ...rest } = values;
  const rows = await tx
    .insert(users)
    .values({ ...rest, email: normaliseEmail(values.email), passwordHash: NO_PASSWORD, invitedAt: now })
    .onConflictDoNothing()
    .returning();
  return rows[0] ?? null;
}

/** Sets the password and name an invitation link chose, and confirms the address the link went to. */
export async function acceptInvitation(
  tx: TenantTx,
  tenantId: string,
  userId: string,
  values: { passwordHash: string; firstName: string; lastName: string; now: Date },
): Promise<UserRow | null> {
  const rows = await tx
    .update(users)
    .set({ passwordHash: values.passwordHash, firstName: values.firstName, lastName: values.lastName, emailVerifiedAt: values.now })
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)))
    .returning();
  return rows[0] ?? null;
}

/** Owners that can still sign in; the agency must keep at least one. Locks them so two demotions cannot both pass. */
export async function countActiveOwners(tx: TenantTx, tenantId: string): Promise<number> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.userType, 'AgencyOwner'), isNull(users.disabledAt)))
    .for('update');
  return rows.length;
}

export async function setUserRole(
  tx: TenantTx,
  tenantId: string,
  id: string,
  fields: { userType: UserRow['userType']; isTravelAgent: boolean; isRestrictedAgent: boolean },
): Promise<UserRow | null> {
  const rows = await tx
    .update(users)
    .set(fields)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, id)))
    .returning();
  return rows[0] ?? null;
}

export async function setUserDisabled(tx: TenantTx, tenantId: string, id: string, disabledAt: Date | null): Promise<UserRow | null> {
  const rows = await tx
    .update(users)
    .set({ disabledAt })
    .where(and(eq(users.tenantId, tenantId), eq(users.id, id)))
    .returning();
  return rows[0] ?? null;
}

/** Clients are the agency's travellers: not staff, not travel agents (the complement of domain isAgent). */
const isClient = (tenantId: string) => and(eq(users.tenantId, tenantId), eq(users.userType, 'Traveller'), eq(users.isTravelAgent, false));

/** A person whose name or email contains `query` (any case; % and _ typed as themselves); no condition for an empty query. */
function nameOrEmailContains(query: string) {
  const q = query.trim();
  if (!q) return undefined;
  const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(
    ilike(users.email, pattern),
    ilike(users.firstName, pattern),
    ilike(users.lastName, pattern),
    ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
  );
}

export interface ClientRow {
  user: UserRow;
  bookings: number;
  /** What the client paid and the agency kept, by currency, minor units (command-center/sales.ts). */
  spendByCurrency: Array<{ currency: string; totalMinor: number }>;
}

/**
 * A page of clients, newest first, searched by name or email; with bookings (all but failed) and
 * spend per currency. SQL sums per status and currency; the domain's spendByCurrency decides what
 * counts, the rule the Command Center's gross sales follow.
 */
export async function listClients(
  tx: TenantTx,
  tenantId: string,
  options: { q: string; page: number; pageSize: number },
): Promise<{ rows: ClientRow[]; total: number }> {
  const where = and(isClient(tenantId), nameOrEmailContains(options.q));
  const [totalRow] = await tx.select({ n: count() }).from(users).where(where);
  const page = await tx
    .select()
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), asc(users.email))
    .limit(options.pageSize)
    .offset((options.page - 1) * options.pageSize);
  const ids = page.map((u) => u.id);
  const stats = ids.length
    ? await tx
        .select({
          userId: bookings.userId,
          currency: bookings.currency,
          status: bookings.status,
          n: count(),
          totalMinor: sql<string>`coalesce(sum(${bookings.totalMinor}), 0)`,
          refundMinor: sql<string>`coalesce(sum(${bookings.refundMinor}), 0)`,
        })
        .from(bookings)
        .where(and(eq(bookings.tenantId, tenantId), inArray(bookings.userId, ids), ne(bookings.status, 'failed')))
        .groupBy(bookings.userId, bookings.currency, bookings.status)
    : [];
  const rows = page.map((user) => {
    const mine = stats.filter((s) => s.userId === user.id);
    return {
      user,
      bookings: mine.reduce((n, s) => n + Number(s.n), 0),
      spendByCurrency: spendByCurrency(
        mine.map((s) => ({ status: s.status, currency: s.currency, totalMinor: Number(s.totalMinor), refundMinor: Number(s.refundMinor) })),
      ),
    };
  });
  return { rows, total: Number(totalRow?.n ?? 0) };
}

export async function getClient(tx: TenantTx, tenantId: string, id: string): Promise<UserRow | null> {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(isClient(tenantId), eq(users.id, id)))
    .limit(1);
  return row ?? null;
}

/** The checkout's "Book for a client" picker (issue #16): up to `limit` active clients whose name or email contains `query`, by email. */
export function searchBookingClients(
  tx: TenantTx,
  tenantId: string,
  query: string,
  limit = 10,
): Promise<Array<{ id: string; firstName: string; lastName: string; email: string }>> {
  return tx
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(and(isClient(tenantId), isNull(users.disabledAt), nameOrEmailContains(query)))
    .orderBy(asc(users.email))
    .limit(limit);
}

export type ApplicationRow = typeof agentApplications.$inferSelect;

/**
 * The pending application of `email`, if any. Locks the address until the transaction ends, so two
 * applications sent at the same instant are checked one after the other: the second finds the first.
 */
export async function findPendingApplication(tx: TenantTx, tenantId: string, email: string): Promise<ApplicationRow | null> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`application:${tenantId}`}), hashtext(${normaliseEmail(email)}))`);
  const [row] = await tx
    .select()
    .from(agentApplications)
    .where(and(eq(agentApplications.tenantId, tenantId), eq(agentApplications.email, normaliseEmail(email)), eq(agentApplications.status, 'pending')))
    .limit(1);
  return row ?? null;
}

export async function createApplication(
  tx: TenantTx,
  values: { tenantId: string; firstName: string; lastName: string; email: string; phone: string; company: string; message: string },
): Promise<ApplicationRow> {
  const [row] = await tx
    .insert(agentApplications)
    .values({ ...values, email: normaliseEmail(values.email) })
    .returning();
  return row!;
}

/** Pending applications oldest first (the queue), or decided ones newest first. */
export async function listApplications(tx: TenantTx, tenantId: string, which: 'pending' | 'decided', limit = 200): Promise<ApplicationRow[]> {
  const base = eq(agentApplications.tenantId, tenantId);
  if (which === 'pending') {
    return tx
      .select()
      .from(agentApplications)
      .where(and(base, eq(agentApplications.status, 'pending')))
      .orderBy(asc(agentApplications.createdAt))
      .limit(limit);
  }
  return tx
    .select()
    .from(agentApplications)
    .where(and(base, ne(agentApplications.status, 'pending')))
    .orderBy(desc(agentApplications.decidedAt))
    .limit(limit);
}

export async function getApplication(tx: TenantTx, tenantId: string, id: string): Promise<ApplicationRow | null> {
  const [row] = await tx
    .select()
    .from(agentApplications)
    .where(and(eq(agentApplications.tenantId, tenantId), eq(agentApplications.id, id)))
    .limit(1)
    .for('update');
  return row ?? null;
}

/** Decides a pending application; null when it was decided already (by someone else meanwhile). */
export async function decideApplication(
  tx: TenantTx,
  tenantId: string,
  id: string,
  values: { status: 'approved' | 'rejected'; reason: string; decidedBy: string; now: Date },
): Promise<ApplicationRow | null> {
  const rows = await tx
    .update(agentApplications)
    .set({ status: values.status, reason: values.reason, decidedBy: values.decidedBy, decidedAt: values.now })
    .where(and(eq(agentApplications.tenantId, tenantId), eq(agentApplications.id, id), eq(agentApplications.status, 'pending')))
    .returning();
  return rows[0] ?? null;
}

/** The user of a live token without using it up (the invitation page shows who was invited before the password is set). */
export async function peekAuthToken(tx: TenantTx, tenantId: string, id: string, purpose: 'invitation', now: Date): Promise<string | null> {
  const [row] = await tx
    .select({ userId: authTokens.userId })
    .from(authTokens)
    .where(
      and(eq(authTokens.tenantId, tenantId), eq(authTokens.id, id), eq(authTokens.purpose, purpose), isNull(authTokens.usedAt), gt(authTokens.expiresAt, now)),
    )
    .limit(1);
  return row?.userId ?? null;
}
