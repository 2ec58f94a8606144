import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, gt, gte, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { TenantTx } from '../client.ts';
import { bookings, proposalItems, proposals, users } from '../schema.ts';

// Agents' proposals to clients (decision 0118): every query names the agency (row-level security
// backs it up); an agent's own are asked by agent id, an owner's or admin's by the agency alone.

export type ProposalRow = typeof proposals.$inferSelect;
export type ProposalItemRow = typeof proposalItems.$inferSelect;
export type StoredProposalStatusValue = ProposalRow['status'];
export type ProposalItemStatusValue = ProposalItemRow['status'];

/** A proposal with its agent's name and email and the booking references of its booked items. */
export interface ProposalWithItems {
  proposal: ProposalRow;
  agent: { firstName: string; lastName: string; email: string };
  items: (ProposalItemRow & { bookingReference: string | null })[];
}

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** 'PR-7K3M9Q2X': 8 characters of Crockford base32 (no I, L, O, U), like a booking's reference. */
export const newProposalReference = (): string => `PR-${Array.from(randomBytes(8), (b) => CROCKFORD[b % 32]).join('')}`;

const ofAgency = (tenantId: string, id: string) => and(eq(proposals.tenantId, tenantId), eq(proposals.id, id));

export async function insertProposal(
  tx: TenantTx,
  tenantId: string,
  values: { agentId: string; currency: string; language: string; title?: string; clientName?: string; clientEmail?: string; copiedFrom?: string | null },
): Promise<ProposalRow> {
  // A reference taken by another proposal of the agency (1 in 10^12): another is drawn.
  for (let attempt = 0; ; attempt++) {
    const reference = newProposalReference();
    const [row] = await tx
      .insert(proposals)
      .values({ ...values, clientEmail: values.clientEmail?.toLowerCase() ?? '', tenantId, reference })
      .onConflictDoNothing()
      .returning();
    if (row) return row;
    if (attempt > 3) throw new Error('no free proposal reference');
  }
}

/** The proposal of this id in the agency, or null. */
export async function findProposal(tx: TenantTx, tenantId: string, id: string): Promise<ProposalRow | null> {
  const [row] = await tx.select().from(proposals).where(ofAgency(tenantId, id));
  return row ?? null;
}

/** The proposal with its agent and items in position order; null when not the agency's. */
export async function proposalWithItems(tx: TenantTx, tenantId: string, id: string): Promise<ProposalWithItems | null> {
  const proposal = await findProposal(tx, tenantId, id);
  if (!proposal) return null;
  const [agent] = await tx
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, proposal.agentId)));
  const items = await tx
    .select({ item: proposalItems, bookingReference: bookings.reference })
    .from(proposalItems)
    .leftJoin(bookings, and(eq(bookings.tenantId, tenantId), eq(bookings.id, proposalItems.bookingId)))
    .where(and(eq(proposalItems.tenantId, tenantId), eq(proposalItems.proposalId, id)))
    .orderBy(asc(proposalItems.position), asc(proposalItems.createdAt));
  return {
    proposal,
    agent: agent ?? { firstName: '', lastName: '', email: '' },
    items: items.map((r) => ({ ...r.item, bookingReference: r.bookingReference ?? null })),
  };
}

export interface ProposalListFilters {
  /** Only this agent's (an agent who is not the owner or an admin). */
  agentId?: string | undefined;
  /** Stored statuses to keep (the API maps `expired` to the live ones with a past expiry). */
  statuses?: readonly StoredProposalStatusValue[] | undefined;
  /** Expiry before (expired) or not before (live) this instant, with `statuses`. */
  expiredBefore?: Date | undefined;
  liveAt?: Date | undefined;
}

function listWhere(tenantId: string, f: ProposalListFilters): SQL | undefined {
  return and(
    eq(proposals.tenantId, tenantId),
    f.agentId ? eq(proposals.agentId, f.agentId) : undefined,
    f.statuses ? inArray(proposals.status, [...f.statuses]) : undefined,
    f.expiredBefore ? and(isNotNull(proposals.expiresAt), lt(proposals.expiresAt, f.expiredBefore)) : undefined,
    f.liveAt ? or(isNull(proposals.expiresAt), gt(proposals.expiresAt, f.liveAt)) : undefined,
  );
}

export interface ProposalListRow extends ProposalRow {
  agentFirstName: string;
  agentLastName: string;
  agentEmail: string;
}

/** A page of the agency's (or one agent's) proposals, newest first, with the total. */
export async function listProposals(
  tx: TenantTx,
  tenantId: string,
  filters: ProposalListFilters,
  page: { offset: number; limit: number },
): Promise<{ rows: ProposalListRow[]; total: number }> {
  const where = listWhere(tenantId, filters);
  const rows = await tx
    .select({
      proposal: proposals,
      agentFirstName: users.firstName,
      agentLastName: users.lastName,
      agentEmail: users.email,
    })
    .from(proposals)
    .innerJoin(users, eq(users.id, proposals.agentId))
    .where(where)
    .orderBy(desc(proposals.createdAt), desc(proposals.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await tx.select({ n: count() }).from(proposals).where(where);
  return {
    rows: rows.map((r) => ({ ...r.proposal, agentFirstName: r.agentFirstName, agentLastName: r.agentLastName, agentEmail: r.agentEmail })),
    total: total?.n ?? 0,
  };
}

/** The items of these proposals (a list page's totals and counts), in position order. */
export async function itemsOfProposals(
  tx: TenantTx,
  tenantId: string,
  proposalIds: readonly string[],
): Promise<Pick<ProposalItemRow, 'proposalId' | 'status' | 'snapshot' | 'sentSnapshot'>[]> {
  if (proposalIds.length === 0) return [];
  return tx
    .select({ proposalId: proposalItems.proposalId, status: proposalItems.status, snapshot: proposalItems.snapshot, sentSnapshot: proposalItems.sentSnapshot })
    .from(proposalItems)
    .where(and(eq(proposalItems.tenantId, tenantId), inArray(proposalItems.proposalId, [...proposalIds])))
    .orderBy(asc(proposalItems.position));
}

/** The agent's newest draft: the "Add to proposal" basket. */
export async function newestDraft(tx: TenantTx, tenantId: string, agentId: string): Promise<ProposalRow | null> {
  const [row] = await tx
    .select()
    .from(proposals)
    .where(and(eq(proposals.tenantId, tenantId), eq(proposals.agentId, agentId), eq(proposals.status, 'draft')))
    .orderBy(desc(proposals.createdAt), desc(proposals.id))
    .limit(1);
  return row ?? null;
}

export type ProposalChanges = Partial<
  Pick<
    ProposalRow,
    | 'title'
    | 'message'
    | 'clientName'
    | 'clientEmail'
    | 'language'
    | 'expiresAt'
    | 'status'
    | 'declineReason'
    | 'sentAt'
    | 'openedAt'
    | 'decidedAt'
    | 'clientUserId'
  >
>;

/** The updated proposal; null when not the agency's (or, with `from`, not in one of those statuses). */
export async function updateProposal(
  tx: TenantTx,
  tenantId: string,
  id: string,
  changes: ProposalChanges,
  from?: readonly StoredProposalStatusValue[],
): Promise<ProposalRow | null> {
  const [row] = await tx
    .update(proposals)
    .set({ ...changes, ...(changes.clientEmail !== undefined ? { clientEmail: changes.clientEmail.toLowerCase() } : {}), updatedAt: new Date() })
    .where(and(ofAgency(tenantId, id), from ? inArray(proposals.status, [...from]) : undefined))
    .returning();
  return row ?? null;
}

/** Appends an item at the end of the proposal. */
export async function insertProposalItem(
  tx: TenantTx,
  tenantId: string,
  proposalId: string,
  values: { product: string; offerId: string; agentMarkupBasisPoints: number; note: string; snapshot: Record<string, unknown> },
): Promise<ProposalItemRow> {
  const [last] = await tx
    .select({ position: sql<number | null>`max(${proposalItems.position})` })
    .from(proposalItems)
    .where(and(eq(proposalItems.tenantId, tenantId), eq(proposalItems.proposalId, proposalId)));
  const position = Number(last?.position ?? -1) + 1;
  const [row] = await tx
    .insert(proposalItems)
    .values({ ...values, tenantId, proposalId, position })
    .returning();
  return row!;
}

export type ProposalItemChanges = Partial<
  Pick<ProposalItemRow, 'position' | 'note' | 'agentMarkupBasisPoints' | 'snapshot' | 'sentSnapshot' | 'status' | 'bookingId'>
>;

/** The updated item; null when not an item of this proposal of the agency. */
export async function updateProposalItem(
  tx: TenantTx,
  tenantId: string,
  proposalId: string,
  itemId: string,
  changes: ProposalItemChanges,
): Promise<ProposalItemRow | null> {
  const [row] = await tx
    .update(proposalItems)
    .set(changes)
    .where(and(eq(proposalItems.tenantId, tenantId), eq(proposalItems.proposalId, proposalId), eq(proposalItems.id, itemId)))
    .returning();
  return row ?? null;
}

/** Sets these items (all of the proposal) to a status; answers how many were changed. */
export async function setProposalItemsStatus(
  tx: TenantTx,
  tenantId: string,
  proposalId: string,
  itemIds: readonly string[],
  status: ProposalItemStatusValue,
  from: readonly ProposalItemStatusValue[],
): Promise<number> {
  if (itemIds.length === 0) return 0;
  const rows = await tx
    .update(proposalItems)
    .set({ status })
    .where(
      and(
        eq(proposalItems.tenantId, tenantId),
        eq(proposalItems.proposalId, proposalId),
        inArray(proposalItems.id, [...itemIds]),
        inArray(proposalItems.status, [...from]),
      ),
    )
    .returning({ id: proposalItems.id });
  return rows.length;
}

/** Whether an item of this proposal was deleted. */
export async function deleteProposalItem(tx: TenantTx, tenantId: string, proposalId: string, itemId: string): Promise<boolean> {
  const rows = await tx
    .delete(proposalItems)
    .where(and(eq(proposalItems.tenantId, tenantId), eq(proposalItems.proposalId, proposalId), eq(proposalItems.id, itemId)))
    .returning({ id: proposalItems.id });
  return rows.length > 0;
}

/** The item of the agency with this id, or null. */
export async function findProposalItem(tx: TenantTx, tenantId: string, itemId: string): Promise<ProposalItemRow | null> {
  const [row] = await tx
    .select()
    .from(proposalItems)
    .where(and(eq(proposalItems.tenantId, tenantId), eq(proposalItems.id, itemId)));
  return row ?? null;
}

/** The statuses of a proposal's items (for statusAfterItems). */
export async function proposalItemStatuses(tx: TenantTx, tenantId: string, proposalId: string): Promise<{ status: ProposalItemStatusValue }[]> {
  return tx
    .select({ status: proposalItems.status })
    .from(proposalItems)
    .where(and(eq(proposalItems.tenantId, tenantId), eq(proposalItems.proposalId, proposalId)));
}

/**
 * The Command Center's proposal figures for a period (UTC days, inclusive): proposals sent in it,
 * approved in it (decided with at least one item approved or booked), and of those sent, how many
 * have at least one booked item.
 */
export async function proposalFigures(
  tx: TenantTx,
  tenantId: string,
  q: { from: string; to: string },
): Promise<{ sent: number; approved: number; booked: number }> {
  const start = new Date(`${q.from}T00:00:00Z`);
  const end = new Date(new Date(`${q.to}T00:00:00Z`).getTime() + 86_400_000);
  const hasItem = (statuses: readonly ProposalItemStatusValue[]) =>
    sql`exists (select 1 from ${proposalItems} where ${proposalItems.tenantId} = ${tenantId} and ${proposalItems.proposalId} = ${proposals.id} and ${inArray(proposalItems.status, [...statuses])})`;
  const inPeriod = (column: typeof proposals.sentAt | typeof proposals.decidedAt) => and(gte(column, start), lt(column, end));
  const [sent] = await tx
    .select({
      sent: count(),
      booked: sql<number>`count(*) filter (where ${hasItem(['booked'])})`.mapWith(Number),
    })
    .from(proposals)
    .where(and(eq(proposals.tenantId, tenantId), inPeriod(proposals.sentAt)));
  const [approved] = await tx
    .select({ n: count() })
    .from(proposals)
    .where(and(eq(proposals.tenantId, tenantId), inPeriod(proposals.decidedAt), hasItem(['approved', 'booked'])));
  return { sent: sent?.sent ?? 0, approved: approved?.n ?? 0, booked: sent?.booked ?? 0 };
}
