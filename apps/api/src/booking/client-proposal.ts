import type { ProposalRow, ProposalWithItems } from '@tripfront/db';
import { clientMayAct, proposalStatus } from '@tripfront/domain/proposals';
import { HttpError } from '../lib/http-errors.ts';
import { refused } from './errors.ts';

// What a proposal's client may still do with it (decisions 0118, 0119): one rule for the client's
// answers (routes/api/proposals) and for the hold of one of its items (proposal-hold.ts), so the
// page and the checkout never disagree on whether a proposal is open.

export const PROPOSAL_NOT_FOUND = 'This proposal was not found. Please check the link you were sent.';

/** 404 naming `field` for no proposal or one still its agent's draft: its client has no link to it yet. */
export function sentToClient(found: ProposalRow | null, field: string): ProposalRow;
export function sentToClient(found: ProposalWithItems | null, field: string): ProposalWithItems;
export function sentToClient(found: ProposalRow | ProposalWithItems | null, field: string): ProposalRow | ProposalWithItems {
  const row = found === null ? null : 'proposal' in found ? found.proposal : found;
  if (found === null || row === null || row.status === 'draft') throw new HttpError(404, PROPOSAL_NOT_FOUND, field);
  return found;
}

const CLOSED = {
  answer: {
    expired: 'This proposal has expired: it can no longer be answered. Please ask your agent for a new one.',
    withdrawn: 'This proposal was withdrawn by the agent: it can no longer be answered.',
    settled: (status: string) => `This proposal is ${status}: it can no longer be answered.`,
  },
  book: {
    expired: 'This proposal has expired: its offers can no longer be booked. Please ask your agent for a new one.',
    withdrawn: 'This proposal was withdrawn by the agent: its offers can no longer be booked.',
    settled: (status: string) => `This proposal is ${status}: nothing more can be booked from it.`,
  },
} as const;

/**
 * Throws unless the client may still act on the proposal (clientMayAct): 410 PROPOSAL_CLOSED when
 * it expired or was withdrawn, 409 when it is settled (declined, booked). `act` words the message.
 */
export function refuseClosed(proposal: ProposalRow, now: Date, act: 'answer' | 'book'): void {
  const status = proposalStatus(proposal, now);
  const say = CLOSED[act];
  if (status === 'expired') throw refused(410, say.expired, 'PROPOSAL_CLOSED');
  if (status === 'withdrawn') throw refused(410, say.withdrawn, 'PROPOSAL_CLOSED');
  if (!clientMayAct(status)) throw refused(409, say.settled(status.replace('_', ' ')), 'PROPOSAL_CLOSED');
}
