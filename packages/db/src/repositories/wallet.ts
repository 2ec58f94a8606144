import { and, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { TenantTx } from '../client.ts';
import { rowsOf } from '../client.ts';
import { bookings, walletEntries } from '../schema.ts';

// The wallet ledger (issue #16, decision 0039): a traveller's credits (userId) or the agency's own
// balance (userId null) is a list of entries, never updated. Every entry is posted under a lock
// that serialises its account, and records the balance after it, computed from the account's last
// entry; a debit beyond the balance is refused here, and the database's CHECK is the backstop.

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
}

export type WalletPostResult =
  | { ok: true; entry: WalletEntryRow; replayed: boolean }
  | { ok: false; reason: 'insufficient'; balanceMinor: number; currency: string }
  | { ok: false; reason: 'currency'; balanceMinor: number; currency: string };

export interface WalletBalance {
  balanceMinor: number;
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

/** An account's balance (without a lock: a read for display; posting reads it under the lock). */
export async function walletBalance(tx: TenantTx, tenantId: string, userId: string | null): Promise<WalletBalance> {
  const last = await lastEntry(tx, tenantId, userId);
  return { balanceMinor: last?.balanceAfterMinor ?? 0, currency: last?.currency ?? null };
}

/**
 * Posts one entry to an account, under the account's lock. Idempotent per booking and kind: a
 * second post of the same kind for a booking answers the first (`replayed`). A debit beyond the
 * balance, or an entry in another currency than the account's non-zero balance, is refused.
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
  const last = await lastEntry(tx, post.tenantId, post.userId);
  const balance = last?.balanceAfterMinor ?? 0;
  if (last && balance !== 0 && last.currency !== post.currency) return { ok: false, reason: 'currency', balanceMinor: balance, currency: last.currency };
  const after = balance + post.amountMinor;
  if (after < 0) return { ok: false, reason: 'insufficient', balanceMinor: balance, currency: last?.currency ?? post.currency };
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
}

/** One page of an account's entries, newest first, with the booking references; and how many there are. */
export async function listWalletEntries(
  tx: TenantTx,
  tenantId: string,
  userId: string | null,
  page: { limit: number; offset: number },
): Promise<{ entries: WalletEntryWithBooking[]; total: number }> {
  const rows = await tx
    .select({ entry: walletEntries, bookingReference: bookings.reference })
    .from(walletEntries)
    .leftJoin(bookings, eq(bookings.id, walletEntries.bookingId))
    .where(accountIs(tenantId, userId))
    .orderBy(desc(walletEntries.createdAt), desc(walletEntries.id))
    .limit(page.limit)
    .offset(page.offset);
  const [counted] = await tx.select({ n: count() }).from(walletEntries).where(accountIs(tenantId, userId));
  return { entries: rows.map((r) => ({ ...r.entry, bookingReference: r.bookingReference })), total: counted?.n ?? 0 };
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
