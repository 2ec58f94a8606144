import { randomBytes } from 'node:crypto';
import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { SALES_STATUSES } from '@tripfront/domain/command-center/sales';
import type { TenantTx } from '../client.ts';
import { bookings, dealLinkEvents, dealLinks, users } from '../schema.ts';

// An agent's deal links and what came of them (decision 0118): clicks and sign-ups are events with
// their time; bookings carry the link's id. Every read and write takes the tenant (RLS backs it up).

export type DealLinkRow = typeof dealLinks.$inferSelect;

/** A link with its agent's name and what it brought: clicks, sign-ups, bookings. */
export interface DealLinkListRow extends DealLinkRow {
  agentName: string;
  clicks: number;
  signups: number;
  bookings: number;
}

/** Crockford base32 (no I, L, O, U): what `dealLinkCodeSchema` accepts. */
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const CODE_LENGTH = 8;
/** 40 random bits a code: a clash within one agency is rare; each is tried again with a new code. */
const CODE_ATTEMPTS = 5;

/** 8 random characters of Crockford base32 (each byte's low 5 bits: 256 is a multiple of 32, so unbiased). */
export function newDealLinkCode(): string {
  return [...randomBytes(CODE_LENGTH)].map((b) => CROCKFORD[b % 32]).join('');
}

export interface NewDealLink {
  agentId: string;
  title: string;
  product: string;
  target: string;
  agentMarkupBasisPoints: number;
  expiresAt: Date | null;
}

/** Creates a link with a code unused in the agency (a clash is tried again with a new code). */
export async function createDealLink(tx: TenantTx, tenantId: string, link: NewDealLink, makeCode: () => string = newDealLinkCode): Promise<DealLinkRow> {
  for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
    const [row] = await tx
      .insert(dealLinks)
      .values({ ...link, tenantId, code: makeCode() })
      .onConflictDoNothing({ target: [dealLinks.tenantId, dealLinks.code] })
      .returning();
    if (row) return row;
  }
  throw new Error(`no free deal link code after ${CODE_ATTEMPTS} attempts`);
}

/** A link by its id, or null (another agency's is never found). */
export async function getDealLink(tx: TenantTx, tenantId: string, id: string): Promise<DealLinkRow | null> {
  const [row] = await tx
    .select()
    .from(dealLinks)
    .where(and(eq(dealLinks.tenantId, tenantId), eq(dealLinks.id, id)))
    .limit(1);
  return row ?? null;
}

/** A link by its code (upper case), or null. */
export async function dealLinkByCode(tx: TenantTx, tenantId: string, code: string): Promise<DealLinkRow | null> {
  const [row] = await tx
    .select()
    .from(dealLinks)
    .where(and(eq(dealLinks.tenantId, tenantId), eq(dealLinks.code, code)))
    .limit(1);
  return row ?? null;
}

/** Archives a link (it stops working; its figures stay). Answers the row, or null when not the agency's. */
export async function archiveDealLink(tx: TenantTx, tenantId: string, id: string, now: Date = new Date()): Promise<DealLinkRow | null> {
  const [row] = await tx
    .update(dealLinks)
    .set({ archivedAt: sql`coalesce(${dealLinks.archivedAt}, ${now.toISOString()}::timestamptz)` })
    .where(and(eq(dealLinks.tenantId, tenantId), eq(dealLinks.id, id)))
    .returning();
  return row ?? null;
}

/** Records a click or a sign-up (with the account that signed up). */
export async function recordDealLinkEvent(
  tx: TenantTx,
  tenantId: string,
  event: { dealLinkId: string; kind: 'click' | 'signup'; userId?: string | null },
): Promise<void> {
  await tx.insert(dealLinkEvents).values({ tenantId, dealLinkId: event.dealLinkId, kind: event.kind, userId: event.userId ?? null });
}

/**
 * The agency's links, newest first, with what each brought; `agentId` set: that agent's only.
 * Bookings are those that sold (confirmed or later cancelled), as the Command Center counts them.
 */
export async function listDealLinks(tx: TenantTx, tenantId: string, { agentId }: { agentId: string | null }): Promise<DealLinkListRow[]> {
  const rows = await tx
    .select({ link: dealLinks, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(dealLinks)
    .innerJoin(users, eq(users.id, dealLinks.agentId))
    .where(and(eq(dealLinks.tenantId, tenantId), agentId === null ? undefined : eq(dealLinks.agentId, agentId)))
    .orderBy(desc(dealLinks.createdAt))
    .limit(500);
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.link.id);
  // One after the other: a transaction's statements run one at a time anyway.
  const events = await tx
    .select({ dealLinkId: dealLinkEvents.dealLinkId, kind: dealLinkEvents.kind, n: sql<number>`count(*)::int` })
    .from(dealLinkEvents)
    .where(and(eq(dealLinkEvents.tenantId, tenantId), inArray(dealLinkEvents.dealLinkId, ids)))
    .groupBy(dealLinkEvents.dealLinkId, dealLinkEvents.kind);
  const booked = await tx
    .select({ dealLinkId: bookings.dealLinkId, n: sql<number>`count(*)::int` })
    .from(bookings)
    .where(and(eq(bookings.tenantId, tenantId), inArray(bookings.dealLinkId, ids), inArray(bookings.status, [...SALES_STATUSES])))
    .groupBy(bookings.dealLinkId);
  const count = (id: string, kind: 'click' | 'signup') => Number(events.find((e) => e.dealLinkId === id && e.kind === kind)?.n ?? 0);
  return rows.map(({ link, firstName, lastName, email }) => ({
    ...link,
    agentName: `${firstName} ${lastName}`.trim() || email,
    clicks: count(link.id, 'click'),
    signups: count(link.id, 'signup'),
    bookings: Number(booked.find((b) => b.dealLinkId === link.id)?.n ?? 0),
  }));
}

/** The Command Center's deal link figures of a period [from, to) : clicks, sign-ups and sold bookings that came through a link. */
export async function dealLinkPeriodCounts(
  tx: TenantTx,
  tenantId: string,
  { from, to }: { from: Date; to: Date },
): Promise<{ clicks: number; signups: number; bookings: number }> {
  const events = await tx
    .select({ kind: dealLinkEvents.kind, n: sql<number>`count(*)::int` })
    .from(dealLinkEvents)
    .where(and(eq(dealLinkEvents.tenantId, tenantId), gte(dealLinkEvents.createdAt, from), lt(dealLinkEvents.createdAt, to)))
    .groupBy(dealLinkEvents.kind);
  const [booked] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(bookings)
    .where(
      and(
        eq(bookings.tenantId, tenantId),
        sql`${bookings.dealLinkId} is not null`,
        inArray(bookings.status, [...SALES_STATUSES]),
        gte(bookings.createdAt, from),
        lt(bookings.createdAt, to),
      ),
    );
  const of = (kind: 'click' | 'signup') => Number(events.find((e) => e.kind === kind)?.n ?? 0);
  return { clicks: of('click'), signups: of('signup'), bookings: Number(booked?.n ?? 0) };
}
