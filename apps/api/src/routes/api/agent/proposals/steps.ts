import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  enqueueEmail,
  findProposal,
  insertProposalItem,
  proposalWithItems,
  type ProposalRow,
  type ProposalWithItems,
  type SessionWithUser,
  type TenantTx,
} from '@tripfront/db';
import { bookingMessages, type Product } from '@tripfront/domain/booking/products';
import { isOwnerOrAdmin } from '@tripfront/domain/navigation/roles';
import { agentMarkupCap, type Proposal } from '@tripfront/domain/proposals';
import { proposalAnswer, proposalLink, quoteItem, type QuotedItem, type SnapshotResult } from '../../../../booking/proposals.ts';
import { proposalEmail, recipientOf } from '../../../../lib/emails.ts';
import { badRequest, HttpError } from '../../../../lib/http-errors.ts';

// The agent's side of proposals (decision 0118): who sees which, the markup cap, quoting an offer
// into an item, and the email that sends it. The routes (index.ts) chain these.

export const PROPOSAL_NOT_FOUND = 'No proposal of yours has that id.';

/** An owner or admin sees the agency's proposals; any other agent their own. */
export const ownerFilter = (session: SessionWithUser): string | undefined => (isOwnerOrAdmin(session.user) ? undefined : session.user.id);

/** The proposal if this agent may see it, else 404 (another agent's, another agency's, or none). */
export async function visibleProposal(tx: TenantTx, tenantId: string, session: SessionWithUser, id: string): Promise<ProposalRow> {
  const row = await findProposal(tx, tenantId, id);
  const only = ownerFilter(session);
  if (!row || (only && row.agentId !== only)) throw new HttpError(404, PROPOSAL_NOT_FOUND, 'id');
  return row;
}

/** 400 naming the field when a markup is above the agency's cap. */
export function checkMarkup(request: FastifyRequest, basisPoints: number | undefined, field: string): void {
  if (basisPoints === undefined) return;
  const cap = agentMarkupCap(request.tenant.agency.pricing);
  if (basisPoints > cap) throw badRequest(`${field}: must be at most ${cap} basis points (${cap / 100}%), the agency's cap on an agent's markup.`, field);
}

/** 409 unless the proposal is a draft (items are added and removed on drafts only). */
export function requireDraft(row: ProposalRow): void {
  if (row.status !== 'draft')
    throw new HttpError(409, 'Only a draft proposal can change its offers. Duplicate it to make a new draft.', { code: 'PROPOSAL_CLOSED' });
}

/** A quote's refusal as the agent's answer: the offer is gone (409), not offered (400) or the supplier is down (502). */
export function quoted(result: SnapshotResult, product: Product, field = 'offerId'): Extract<SnapshotResult, { ok: true }>['snapshot'] {
  if (result.ok) return result.snapshot;
  const messages = bookingMessages(product);
  if (result.reason === 'sold_out') throw new HttpError(409, messages.soldOut, { field, code: 'SOLD_OUT' });
  if (result.reason === 'not_offered') throw badRequest(`${field}: ${messages.offerNotOffered}`, field);
  throw new HttpError(502, messages.holdFailed);
}

/** Quotes an offer and appends it to the proposal (a draft). */
export async function addItem(app: FastifyInstance, request: FastifyRequest, proposal: ProposalRow, item: QuotedItem & { note: string }): Promise<void> {
  const snapshot = quoted(await quoteItem(app, request, item, { currency: proposal.currency, language: proposal.language }), item.product);
  const tenantId = request.tenant.id;
  await app.deps.db.withTenant(tenantId, (tx) =>
    insertProposalItem(tx, tenantId, proposal.id, {
      product: item.product,
      offerId: item.offerId,
      agentMarkupBasisPoints: item.agentMarkupBasisPoints,
      note: item.note,
      snapshot,
    }),
  );
}

/** The proposal as its agent reads it (stored quotes, markups, the client's link). */
export async function agentAnswer(app: FastifyInstance, request: FastifyRequest, id: string): Promise<Proposal> {
  const tenantId = request.tenant.id;
  const data = await app.deps.db.withTenant(tenantId, (tx) => proposalWithItems(tx, tenantId, id), { readOnly: true });
  if (!data) throw new HttpError(404, PROPOSAL_NOT_FOUND, 'id');
  const answer = proposalAnswer(data, { now: new Date(), forAgent: true, origin: request.tenant.origin });
  return { ...answer, agentMarkupCapBasisPoints: agentMarkupCap(request.tenant.agency.pricing) };
}

/** The email that sends a proposal to its client, in the proposal's language, queued in the send's transaction. */
export async function queueProposalEmail(tx: TenantTx, request: FastifyRequest, data: ProposalWithItems): Promise<void> {
  const { agency, origin, id: tenantId } = request.tenant;
  const p = data.proposal;
  const to = recipientOf(agency, { email: p.clientEmail, name: p.clientName, language: p.language });
  const email = await proposalEmail(
    agency,
    to,
    {
      title: p.title,
      agent: `${data.agent.firstName} ${data.agent.lastName}`.trim(),
      message: p.message,
      count: data.items.filter((i) => i.status !== 'declined').length,
      expiresAt: p.expiresAt,
    },
    proposalLink(origin, p.id),
  );
  await enqueueEmail(tx, tenantId, email);
}
