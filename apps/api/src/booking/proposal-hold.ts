import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import {
  findProposal,
  findProposalItem,
  proposalItemStatuses,
  setProposalItemsStatus,
  updateProposal,
  updateProposalItem,
  type BookingRow,
  type SessionWithUser,
  type TenantTx,
} from '@tripfront/db';
import type { AgentMarkupSource } from '@tripfront/domain';
import type { HoldBody } from '@tripfront/domain/booking/bookings';
import { statusAfterItems } from '@tripfront/domain/proposals';
import { badRequest, HttpError } from '../lib/http-errors.ts';
import { refuseClosed, sentToClient } from './client-proposal.ts';
import { refused } from './errors.ts';

// Holding a proposal's item (decision 0118): the proposal is this agency's and still open to its
// client, the item is theirs to book, and the account holding it is the one the proposal was sent
// to. The hold is then priced with the item's markup, and the booking records where it came from
// (hold-token.ts agentMarkupSource; checkout.ts); its confirmation marks the item booked.

/** What a proposal item adds to a hold's pricing context. */
export interface ProposalPricing {
  agentMarkupBasisPoints: number;
  agentMarkupSource: AgentMarkupSource;
}

/** 'sa***@example.com': enough for the client to know which address, not enough to learn one. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  const local = email.slice(0, at);
  return `${local.slice(0, Math.min(2, local.length - 1) || 1)}***${email.slice(at)}`;
}

/** The checks of a proposal item's hold; approves a proposed item and links the client's account. Throws the refusal otherwise. */
export async function proposalPricingOf(
  d: { app: FastifyInstance },
  request: FastifyRequest,
  session: SessionWithUser,
  body: HoldBody,
): Promise<ProposalPricing | null> {
  const asked = body.proposal;
  if (!asked) return null;
  const tenantId = request.tenant.id;
  return d.app.deps.db.withTenant(tenantId, async (tx) => {
    const proposal = sentToClient(await findProposal(tx, tenantId, asked.id), 'proposal.id');
    refuseClosed(proposal, new Date(), 'book');
    const item = await findProposalItem(tx, tenantId, asked.itemId);
    if (!item || item.proposalId !== proposal.id) throw new HttpError(404, 'This item is not part of the proposal.', 'proposal.itemId');
    if (item.status === 'booked') throw refused(409, 'This item of the proposal is already booked.', 'PROPOSAL_CLOSED', { field: 'proposal.itemId' });
    if (item.status === 'declined') throw refused(409, 'This item of the proposal was declined.', 'PROPOSAL_CLOSED', { field: 'proposal.itemId' });
    if (item.offerId !== body.offerId || item.product !== body.product) throw badRequest('offerId: is not the offer of this proposal item.', 'offerId');
    if (session.user.email.toLowerCase() !== proposal.clientEmail.toLowerCase()) {
      throw refused(
        403,
        `This proposal was sent to ${maskEmail(proposal.clientEmail)}. Please sign in with that email address to book it.`,
        'PROPOSAL_NOT_YOURS',
        { field: 'proposal.id' },
      );
    }
    // Booking an item approves it; the first hold by the client's account links it.
    if (item.status === 'proposed') {
      await setProposalItemsStatus(tx, tenantId, proposal.id, [item.id], 'approved', ['proposed']);
      const after = statusAfterItems(proposal.status, await proposalItemStatuses(tx, tenantId, proposal.id));
      await updateProposal(tx, tenantId, proposal.id, { status: after, decidedAt: proposal.decidedAt ?? new Date() });
    }
    if (proposal.clientUserId !== session.user.id) await updateProposal(tx, tenantId, proposal.id, { clientUserId: session.user.id });
    return {
      agentMarkupBasisPoints: item.agentMarkupBasisPoints,
      agentMarkupSource: { kind: 'proposal', proposalId: proposal.id, itemId: item.id },
    };
  });
}

/**
 * A confirmed booking of a proposal item: the item is booked with it and the proposal's status
 * follows (statusAfterItems), in the confirmation's transaction, inside a savepoint: a failure here
 * is logged and never costs the traveller the booking.
 */
export async function markProposalItemBooked(tx: TenantTx, tenantId: string, row: BookingRow, log: FastifyBaseLogger): Promise<void> {
  if (!row.proposalItemId) return;
  const itemId = row.proposalItemId;
  try {
    await tx.transaction(async (savepoint) => {
      const item = await findProposalItem(savepoint, tenantId, itemId);
      if (!item) return;
      await updateProposalItem(savepoint, tenantId, item.proposalId, item.id, { status: 'booked', bookingId: row.id });
      const proposal = await findProposal(savepoint, tenantId, item.proposalId);
      if (!proposal) return;
      const status = statusAfterItems(proposal.status, await proposalItemStatuses(savepoint, tenantId, proposal.id));
      if (status !== proposal.status) await updateProposal(savepoint, tenantId, proposal.id, { status });
    });
  } catch (err) {
    log.error({ err, booking: row.reference }, 'the proposal item this booking books could not be marked');
  }
}
