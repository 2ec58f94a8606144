import { and, count, desc, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { walletPostRefusal } from '@tripfront/domain/wallet-rewards';
import type { TenantTx } from '../client.ts';
import { rowsOf } from '../client.ts';
import { bookings, walletEntries } from '../schema.ts';

// The wallet ledger (issue #16, decision 0039): a traveller's credits (userId) or the agency's own
// balance (userId null) is a list of entries, never updated. Every entry is posted under a lock
// that serialises its account, and records the balance after it, computed from the account's last
// entry; a debit beyond the balance is refused here, and the database's CHECK is the backstop.
// A booking's reward is pending until its `availableAt` (decision 0073): it counts in the running
// balance but not in what can be spent, judged at read time (no job matures anything).

export type WalletEntryRow = typeof walletEntries.$inferSelect;
export type WalletEntryKindValue = WalletEntryRow['kind'];

export interface WalletPost {
  tenantId: string;
  /** The traveller's account; null for the agency's own. */
  userId: string | null;
  kind: WalletEntryKindValue;
  /** Signed minor units: positive credits, negative debits. Never 0. */
  amountMinor: number;
  currency: string;
  bookingId?: string | null;
  note?: string;
  createdBy?: string | null;
  /** Pending until then (a booking's reward, or a cancellation's void of it); null or absent: at once. */
  availableAt?: Date | null;
  /** The moment pending entries are judged at; tests move it. */
  now?: Date;
}

export type WalletPostResult =
  | { ok: true; entry: WalletEntryRow; replayed: boolean }
  | { ok: false; reason: 'insufficient'; balanceMinor: number; currency: string }
  | { ok: false; reason: 'currency'; balanceMinor: number; currency: string };

export interface WalletBalance {
  /** Every entry's sum (the last entry's balance after), pending rewards included. */
  balanceMinor: number;
  /** Rewards not yet spendable, less what cancellations voided of them. */
  pendingMinor: number;
  /** What can be spent now: the balance less what is pending. */
  spendableMinor: number;
  /** The account's currency: its last entry's; null before its first entry. */
  currency: string | null;
}

const accountIs = (tenantId: string, userId: string | null): SQL =>
  and(eq(walletEntries.tenantId, tenantId), userId === null ? isNull(walletEntries.userId) : eq(walletEntries.userId, userId)) as SQL;

/**
 * Serialises every post to one account until the transaction ends (a transaction-scoped advisory
 * lock keyed by tenant and account): two spends of one balance queue, they never both read it.
 */
export async function lockWalletAccount(tx: TenantTx, tenantId: string, userId: string | null): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`wallet:${tenantId}`}), hashtext(${userId ?? 'agency'}))`);
}

/** The account's last entry: its balance after is the balance. */
async function lastEntry(tx: TenantTx, tenantId: string, userId: string | null): Promise<WalletEntryRow | null> {
  const [row] = await tx
    .select()
    .from(walletEntries)
    .where(accountIs(tenantId, userId))
    .orderBy(desc(walletEntries.createdAt), desc(walletEntries.id))
    .limit(1);
  return row ?? null;
}

/** The sum of the account's entries still pending at `now`. */
async function pendingSum(tx: TenantTx, tenantId: string, userId: string | null, now: Date): Promise<number> {
  const [row] = await tx
    .select({ sum: sql<string | null>`sum(${walletEntries.amountMinor})` })
    .from(walletEntries)
    .where(and(accountIs(tenantId, userId), gt(walletEntries.availableAt, now)));
  return Number(row?.sum ?? 0);
}

/** An account's balance at `now` (without a lock: a read for display; posting reads it under the lock). */
export async function walletBalance(tx: TenantTx, tenantId: string, userId: string | null, now: Date = new Date()): Promise<WalletBalance> {
  const last = await lastEntry(tx, tenantId, userId);
  const balanceMinor = last?.balanceAfterMinor ?? 0;
  const pendingMinor = await pendingSum(tx, tenantId, userId, now);
  return { balanceMinor, pendingMinor, spendableMinor: balanceMinor - pendingMinor, currency: last?.currency ?? null };
}

/**
 * Posts one entry to an account, under the account's lock. Idempotent per booking and kind: a
 * second post of the same kind for a booking answers the first (`replayed`). A debit beyond what
 * can be spent (a void of a pending reward: beyond what is pending), or an entry in another currency
 * than the account's non-zero balance, is refused; `balanceMinor` then says what could be spent.
 */
export async function postWalletEntry(tx: TenantTx, post: WalletPost): Promise<WalletPostResult> {
  if (!Number.isSafeInteger(post.amountMinor) || post.amountMinor === 0)
    throw new RangeError(`a wallet entry moves a non-zero whole amount, got ${post.amountMinor}`);
  await lockWalletAccount(tx, post.tenantId, post.userId);
  if (post.bookingId) {
    const [existing] = await tx
      .select()
      .from(walletEntries)
      .where(and(eq(walletEntries.tenantId, post.tenantId), eq(walletEntries.bookingId, post.bookingId), eq(walletEntries.kind, post.kind)))
      .limit(1);
    if (existing) return { ok: true, entry: existing, replayed: true };
  }
  const now = post.now ?? new Date();
  const last = await lastEntry(tx, post.tenantId, post.userId);
  const balance = last?.balanceAfterMinor ?? 0;
  if (last && balance !== 0 && last.currency !== post.currency) return { ok: false, reason: 'currency', balanceMinor: balance, currency: last.currency };
  const pendingMinor = post.amountMinor < 0 ? await pendingSum(tx, post.tenantId, post.userId, now) : 0;
  const pending = post.availableAt != null && post.availableAt.getTime() > now.getTime();
  if (walletPostRefusal({ totalMinor: balance, pendingMinor }, { amountMinor: post.amountMinor, pending }))
    return { ok: false, reason: 'insufficient', balanceMinor: balance - pendingMinor, currency: last?.currency ?? post.currency };
  const after = balance + post.amountMinor;
  const [entry] = await tx
    .insert(walletEntries)
    .values({
      tenantId: post.tenantId,
      userId: post.userId,
      kind: post.kind,
      amountMinor: post.amountMinor,
      currency: post.currency,
      balanceAfterMinor: after,
      bookingId: post.bookingId ?? null,
      note: post.note ?? '',
      createdBy: post.createdBy ?? null,
      availableAt: post.availableAt ?? null,
      // Strictly after the account's last entry, whatever the clocks do: "last" is always one entry.
      createdAt: sql`greatest(clock_timestamp(), (select max(${walletEntries.createdAt}) + interval '1 microsecond' from ${walletEntries} where ${accountIs(post.tenantId, post.userId)}))`,
    })
    .returning();
  if (!entry) throw new Error('wallet insert returned nothing');
  return { ok: true, entry, replayed: false };
}

/** The entry of one kind a booking posted, if any. */
export async function walletEntryOfBooking(tx: TenantTx, tenantId: string, bookingId: string, kind: WalletEntryKindValue): Promise<WalletEntryRow | null> {
  const [row] = await tx
    .select()
    .from(walletEntries)
    .where(and(eq(walletEntries.tenantId, tenantId), eq(walletEntries.bookingId, bookingId), eq(walletEntries.kind, kind)))
    .limit(1);
  return row ?? null;
}

export interface WalletEntryWithBooking extends WalletEntryRow {
  bookingReference: string | null;
  /**
   * What could be spent after this entry, as the account reads at `now`: the running sum of the
   * entries up to it that are spendable at `now` (matured rewards included, pending ones and their
   * voids not). The stored balance_after_minor counts pending rewards too.
   */
  spendableAfterMinor: number;
  /** For a reward: what its booking's cancellation voided of it (0 or negative); 0 otherwise. */
  voidedMinor: number;
}

const voids = alias(walletEntries, 'voids');

/** One page of an account's entries, newest first, with the booking references; and how many there are. */
export async function listWalletEntries(
  tx: TenantTx,
  tenantId: string,
  userId: string | null,
  page: { limit: number; offset: number },
  now: Date = new Date(),
): Promise<{ entries: WalletEntryWithBooking[]; total: number }> {
  // The window runs over the whole account (WHERE comes before it, LIMIT after), oldest first.
  const spendableAfter = sql<string>`sum(case when ${walletEntries.availableAt} is null or ${walletEntries.availableAt} <= ${now} then ${walletEntries.amountMinor} else 0 end) over (order by ${walletEntries.createdAt}, ${walletEntries.id})`;
  const rows = await tx
    .select({ entry: walletEntries, bookingReference: bookings.reference, voidedMinor: voids.amountMinor, spendableAfter })
    .from(walletEntries)
    .leftJoin(bookings, eq(bookings.id, walletEntries.bookingId))
    .leftJoin(voids, and(eq(walletEntries.kind, 'earn'), eq(voids.bookingId, walletEntries.bookingId), eq(voids.kind, 'reverse')))
    .where(accountIs(tenantId, userId))
    .orderBy(desc(walletEntries.createdAt), desc(walletEntries.id))
    .limit(page.limit)
    .offset(page.offset);
  const [counted] = await tx.select({ n: count() }).from(walletEntries).where(accountIs(tenantId, userId));
  return {
    entries: rows.map((r) => ({
      ...r.entry,
      bookingReference: r.bookingReference,
      voidedMinor: r.voidedMinor ?? 0,
      spendableAfterMinor: Number(r.spendableAfter),
    })),
    total: counted?.n ?? 0,
  };
}

/** The sum of an account's entries (tests and checks: it equals the balance). */
export async function walletEntrySum(tx: TenantTx, tenantId: string, userId: string | null): Promise<number> {
  const [row] = await tx
    .select({ sum: sql<string | null>`sum(${walletEntries.amountMinor})` })
    .from(walletEntries)
    .where(accountIs(tenantId, userId));
  return Number(row?.sum ?? 0);
}

/**
 * What the agency's travellers hold (the sum of each account's last balance) and were given (earned
 * less reversed), per currency, with the number of accounts.
 */
export async function travellerWalletTotals(
  tx: TenantTx,
  tenantId: string,
): Promise<Array<{ currency: string; heldMinor: number; issuedMinor: number; accounts: number }>> {
  const rows = await rowsOf<{ currency: string; held: string | number | null; issued: string | number | null; accounts: string | number }>(
    tx.execute(sql`
      with last as (
        select distinct on (user_id) user_id, currency, balance_after_minor
        from wallet_entries
        where tenant_id = ${tenantId} and user_id is not null
        order by user_id, created_at desc, id desc
      ), issued as (
        select currency, sum(amount_minor) as issued
        from wallet_entries
        where tenant_id = ${tenantId} and user_id is not null and kind in ('earn', 'reverse')
        group by currency
      )
      select last.currency, sum(last.balance_after_minor) as held, max(issued.issued) as issued, count(*) as accounts
      from last left join issued on issued.currency = last.currency
      group by last.currency`),
  );
  return rows.map((r) => ({ currency: r.currency, heldMinor: Number(r.held ?? 0), issuedMinor: Number(r.issued ?? 0), accounts: Number(r.accounts) }));
}

/** Accounts with entries (tests use it to walk every account). */
export async function walletAccounts(tx: TenantTx, tenantId: string): Promise<Array<string | null>> {
  const rows = await tx.selectDistinct({ userId: walletEntries.userId }).from(walletEntries).where(eq(walletEntries.tenantId, tenantId));
  return rows.map((r) => r.userId);
}
