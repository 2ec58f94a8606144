import { and, asc, desc, eq, gt, inArray, isNull, lte } from 'drizzle-orm';
import type { TenantTx } from '../client.ts';
import { authTokens, bookings, outbox, sessions, users, type OutboxAttachment } from '../schema.ts';
import { NO_PASSWORD } from './people.ts';
import { normaliseEmail, type UserRow } from './users.ts';

export type TokenPurpose = 'verify-email' | 'reset-password' | 'invitation' | 'booking-access';

export async function createUser(
  tx: TenantTx,
  values: {
    tenantId: string;
    email: string;
    passwordHash: string;
    firstName: string;
    lastName: string;
    language: string;
    /** The users' terms version in force when the account signed up (decision 0127). */
    acceptedTermsVersion?: number | null;
  },
): Promise<UserRow | null> {
  const rows = await tx
    .insert(users)
    .values({ ...values, email: normaliseEmail(values.email), userType: 'Traveller' })
    .onConflictDoNothing()
    .returning();
  return rows[0] ?? null;
}

/**
 * A guest of the agency's non-login flow (decision 0104): a traveller with no password, a new row
 * for every guest checkout (an address typed at a checkout never opens another guest's bookings).
 */
export async function createGuestUser(
  tx: TenantTx,
  values: { tenantId: string; email: string; firstName: string; lastName: string; language: string },
): Promise<UserRow> {
  const [row] = await tx
    .insert(users)
    .values({ ...values, email: normaliseEmail(values.email), passwordHash: NO_PASSWORD, userType: 'Traveller', isGuest: true })
    .returning();
  return row!;
}

/**
 * The bookings guests made with this account's address join the account (decision 0104): called
 * once the account has proved the address (its verification or reset link), never before, so
 * typing an address claims nothing. Answers how many bookings moved.
 */
export async function adoptGuestBookings(tx: TenantTx, tenantId: string, userId: string): Promise<number> {
  const [account] = await tx
    .select({ email: users.email, isGuest: users.isGuest })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
  if (!account || account.isGuest) return 0;
  const guests = tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.isGuest, true), eq(users.email, account.email)));
  const moved = await tx
    .update(bookings)
    .set({ userId })
    .where(and(eq(bookings.tenantId, tenantId), inArray(bookings.userId, guests)))
    .returning({ id: bookings.id });
  return moved.length;
}

export async function createAuthToken(
  tx: TenantTx,
  values: { id: string; tenantId: string; userId: string; purpose: TokenPurpose; expiresAt: Date },
): Promise<void> {
  // A new link replaces any earlier unused one of the same purpose.
  await tx
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(
      and(eq(authTokens.tenantId, values.tenantId), eq(authTokens.userId, values.userId), eq(authTokens.purpose, values.purpose), isNull(authTokens.usedAt)),
    );
  await tx.insert(authTokens).values(values);
}

/** Marks a live token used and answers its user id; null when unknown, used or expired. */
export async function consumeAuthToken(tx: TenantTx, tenantId: string, id: string, purpose: TokenPurpose, now: Date): Promise<string | null> {
  const rows = await tx
    .update(authTokens)
    .set({ usedAt: now })
    .where(
      and(eq(authTokens.tenantId, tenantId), eq(authTokens.id, id), eq(authTokens.purpose, purpose), isNull(authTokens.usedAt), gt(authTokens.expiresAt, now)),
    )
    .returning({ userId: authTokens.userId });
  return rows[0]?.userId ?? null;
}

/** The address is proved (a verification or reset link, an identity provider): bookings guests made with it join the account. */
export async function markEmailVerified(tx: TenantTx, tenantId: string, userId: string, now: Date): Promise<void> {
  await tx
    .update(users)
    .set({ emailVerifiedAt: now })
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId), isNull(users.emailVerifiedAt)));
  await adoptGuestBookings(tx, tenantId, userId);
}

export async function setPasswordHash(tx: TenantTx, tenantId: string, userId: string, passwordHash: string): Promise<void> {
  await tx
    .update(users)
    .set({ passwordHash })
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
}

/** Ends every session of a user (after a password change or reset), except `keep`. */
export async function revokeUserSessions(tx: TenantTx, tenantId: string, userId: string, now: Date, keep?: string): Promise<void> {
  const rows = await tx
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.tenantId, tenantId), eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  for (const r of rows) {
    if (r.id !== keep)
      await tx
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.tenantId, tenantId), eq(sessions.id, r.id)));
  }
}

export async function updateProfile(
  tx: TenantTx,
  tenantId: string,
  userId: string,
  values: { firstName: string; lastName: string; profileImage: string },
): Promise<UserRow | null> {
  const rows = await tx
    .update(users)
    .set(values)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)))
    .returning();
  return rows[0] ?? null;
}

export type { OutboxAttachment };

export interface OutboxMessage {
  toAddress: string;
  subject: string;
  text: string;
  html: string;
  /** Documents to make and attach when it is sent (a booking's voucher). */
  attachments?: OutboxAttachment[];
}

const emailQueuedListeners = new Set<() => void>();

/**
 * Calls `listener` whenever a message is added to the outbox (inside its transaction, so the row
 * shows once that commits): the job runner then delivers soon instead of at its next slot.
 * Answers the unsubscribe function.
 */
export function onEmailQueued(listener: () => void): () => void {
  emailQueuedListeners.add(listener);
  return () => emailQueuedListeners.delete(listener);
}

export async function enqueueEmail(tx: TenantTx, tenantId: string, message: OutboxMessage): Promise<void> {
  await tx.insert(outbox).values({ ...message, tenantId });
  for (const listener of emailQueuedListeners) listener();
}

/** The outcome of a failed delivery attempt (columns attempts, next_attempt_at, failed_at, last_error). */
export interface DeliveryState {
  attempts: number;
  /** When the next attempt may run; null once the sender gave up. */
  retryAt: Date | null;
  /** The error as text (never the message's content). */
  message: string;
}

export interface ClaimedEmail extends OutboxMessage {
  id: string;
  attachments: OutboxAttachment[];
  /** Attempts before this one. */
  attempts: number;
}

/**
 * Claims the oldest due, unsent message of a tenant: the row is locked with SKIP LOCKED (another
 * instance claiming at the same moment takes a different row) and leased until `leaseUntil` by
 * moving its next attempt there and counting the attempt, so no other instance picks it up while
 * this one sends, and a sender that dies mid-send leaves a retry, not a lost message. Null when
 * nothing is due.
 */
export async function claimDueEmail(tx: TenantTx, tenantId: string, now: Date, leaseUntil: Date): Promise<ClaimedEmail | null> {
  const [row] = await tx
    .select({
      id: outbox.id,
      toAddress: outbox.toAddress,
      subject: outbox.subject,
      text: outbox.text,
      html: outbox.html,
      attachments: outbox.attachments,
      attempts: outbox.attempts,
    })
    .from(outbox)
    .where(and(eq(outbox.tenantId, tenantId), isNull(outbox.sentAt), isNull(outbox.failedAt), lte(outbox.nextAttemptAt, now)))
    .orderBy(asc(outbox.nextAttemptAt), asc(outbox.createdAt))
    .limit(1)
    .for('update', { skipLocked: true });
  if (!row) return null;
  await tx
    .update(outbox)
    .set({ attempts: row.attempts + 1, nextAttemptAt: leaseUntil })
    .where(and(eq(outbox.tenantId, tenantId), eq(outbox.id, row.id)));
  return row;
}

export async function markEmailSent(tx: TenantTx, tenantId: string, id: string, now: Date): Promise<void> {
  await tx
    .update(outbox)
    .set({ sentAt: now, nextAttemptAt: null, lastError: null })
    .where(and(eq(outbox.tenantId, tenantId), eq(outbox.id, id)));
}

/** Records a failed attempt: the next one at `retryAt`, or given up (failed_at) when it is null. */
export async function markEmailFailed(tx: TenantTx, tenantId: string, id: string, state: DeliveryState, now: Date): Promise<void> {
  await tx
    .update(outbox)
    .set({ attempts: state.attempts, nextAttemptAt: state.retryAt, failedAt: state.retryAt ? null : now, lastError: state.message.slice(0, 2000) })
    .where(and(eq(outbox.tenantId, tenantId), eq(outbox.id, id)));
}

export async function listOutbox(tx: TenantTx, tenantId: string, limit = 50) {
  return tx
    .select({
      id: outbox.id,
      toAddress: outbox.toAddress,
      subject: outbox.subject,
      text: outbox.text,
      html: outbox.html,
      createdAt: outbox.createdAt,
      sentAt: outbox.sentAt,
      attempts: outbox.attempts,
      nextAttemptAt: outbox.nextAttemptAt,
      failedAt: outbox.failedAt,
      lastError: outbox.lastError,
    })
    .from(outbox)
    .where(eq(outbox.tenantId, tenantId))
    .orderBy(desc(outbox.createdAt))
    .limit(limit);
}
