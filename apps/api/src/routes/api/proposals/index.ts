import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  enqueueEmail,
  getUserById,
  proposalItemStatuses,
  proposalWithItems,
  setProposalItemsStatus,
  updateProposal,
  type ProposalWithItems,
  type TenantTx,
} from '@tripfront/db';
import type { Product } from '@tripfront/domain/booking/products';
import { isAgent } from '@tripfront/domain/navigation/roles';
import { ROUTES } from '@tripfront/domain/navigation/routes';
import {
  approveProposalBodySchema,
  clientMayAct,
  declineProposalBodySchema,
  type Proposal,
  proposalAnswerSchema,
  proposalErrorSchema,
  proposalParamsSchema,
  proposalStatus,
  statusAfterItems,
  type ProposalSnapshot,
} from '@tripfront/domain/proposals';
import { signedIn } from '../../../lib/auth.ts';
import { proposalDeclinedEmail, userRecipient } from '../../../lib/emails.ts';
import { badRequest } from '../../../lib/http-errors.ts';
import { refuseClosed, sentToClient } from '../../../booking/client-proposal.ts';
import { proposalAnswer, quoteItem } from '../../../booking/proposals.ts';
import { languageQuery, pdfAnswer, sendProposalPdf } from '../../../documents/send.ts';

const errors = { 400: proposalErrorSchema, 404: proposalErrorSchema, 409: proposalErrorSchema, 410: proposalErrorSchema };

/**
 * A proposal as its client reads and answers it, under /api/proposals (decision 0118; spec §6: the
 * page's requests send x-auth-optional). The link is the key: a visitor reads, approves and
 * declines; booking an item needs the client's account (booking/proposal-hold.ts). Prices are the
 * server's quotes with each item's stored markup: nothing here takes a price or a markup.
 */
const proposalRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  signedIn(app, { allowAuthOptional: true, allowGuests: true });

  const load = async (tenantId: string, id: string) =>
    sentToClient(await db.withTenant(tenantId, (tx) => proposalWithItems(tx, tenantId, id), { readOnly: true }), 'id');

  /**
   * The one way the client answers a proposal (approve, decline): the sent proposal (404), still
   * open (410 expired or withdrawn, 409 settled: refuseClosed), `change` in one transaction (its
   * refusals roll it back), then the proposal as the client now reads it. Every refusal is an
   * HttpError for the one error handler.
   */
  async function clientAnswer(
    request: FastifyRequest,
    id: string,
    change: (tx: TenantTx, data: ProposalWithItems, now: Date) => Promise<void>,
  ): Promise<{ data: Proposal }> {
    const tenantId = request.tenant.id;
    const now = new Date();
    const data = await load(tenantId, id);
    refuseClosed(data.proposal, now, 'answer');
    await db.withTenant(tenantId, (tx) => change(tx, data, now));
    return { data: proposalAnswer(await load(tenantId, id), { now, forAgent: false, origin: request.tenant.origin }) };
  }

  app.get(
    '/:id',
    {
      schema: {
        tags: ['proposals'],
        summary: 'A proposal sent to a client, every open offer quoted again now, with what changed since it was sent',
        description:
          'Items not booked nor declined are quoted again with their markup; `change` compares with what was sent and `total` sums the available ones. The first read by anyone but an agent marks it opened. An expired or withdrawn proposal answers with that status (its offers are not quoted).',
        params: proposalParamsSchema,
        response: { 200: proposalAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const tenantId = request.tenant.id;
      const now = new Date();
      let data = await load(tenantId, request.params.id);
      const p = data.proposal;
      if (p.status === 'sent' && !isAgent(request.auth?.user ?? null)) {
        await db.withTenant(tenantId, (tx) => updateProposal(tx, tenantId, p.id, { status: 'opened', openedAt: p.openedAt ?? now }, ['sent']));
        data = await load(tenantId, p.id);
      }
      const current = new Map<string, ProposalSnapshot | null>();
      if (clientMayAct(proposalStatus(data.proposal, now))) {
        const open = data.items.filter((i) => i.status === 'proposed' || i.status === 'approved');
        const quotes = await Promise.all(
          open.map((i) =>
            quoteItem(
              app,
              request,
              {
                product: i.product as Product,
                offerId: i.offerId,
                agentMarkupBasisPoints: i.agentMarkupBasisPoints,
                source: { kind: 'proposal', proposalId: p.id, itemId: i.id },
              },
              { currency: p.currency, language: p.language },
            ),
          ),
        );
        open.forEach((i, n) => {
          const q = quotes[n]!;
          current.set(i.id, q.ok ? q.snapshot : null);
        });
      }
      return { data: proposalAnswer(data, { now, forAgent: false, origin: request.tenant.origin, current }) };
    },
  );

  app.get(
    '/:id/pdf',
    {
      schema: {
        tags: ['proposals'],
        summary: 'The proposal as a branded PDF: its offers as the client was sent them, prices, terms and total',
        description:
          "In `lang`, else the proposal's language; Arabic reads right to left. Made when asked, never stored (the agent's copy: GET /api/agent/proposals/:id/pdf).",
        params: proposalParamsSchema,
        querystring: languageQuery,
        produces: ['application/pdf'],
        response: { 200: pdfAnswer, 404: proposalErrorSchema },
      },
    },
    async (request, reply) => {
      const answer = proposalAnswer(await load(request.tenant.id, request.params.id), { now: new Date(), forAgent: false, origin: request.tenant.origin });
      return sendProposalPdf(reply, app.deps.documents, request.tenant, answer, request.query.lang);
    },
  );

  app.post(
    '/:id/approve',
    {
      schema: {
        tags: ['proposals'],
        summary: 'The client approves some of the offers (each an item of this proposal: 400 naming itemIds otherwise)',
        params: proposalParamsSchema,
        body: approveProposalBodySchema,
        response: { 200: proposalAnswerSchema, ...errors },
      },
    },
    async (request) =>
      clientAnswer(request, request.params.id, async (tx, data, now) => {
        const tenantId = request.tenant.id;
        const ids = new Set(data.items.map((i) => i.id));
        const stranger = request.body.itemIds.findIndex((id) => !ids.has(id));
        if (stranger >= 0) throw badRequest(`itemIds.${stranger}: is not an offer of this proposal.`, `itemIds.${stranger}`);
        await setProposalItemsStatus(tx, tenantId, data.proposal.id, request.body.itemIds, 'approved', ['proposed', 'declined']);
        await settle(tx, tenantId, data, { decidedAt: now });
      }),
  );

  app.post(
    '/:id/decline',
    {
      schema: {
        tags: ['proposals'],
        summary: 'The client declines the proposal (what is booked stays booked), with a reason for the agent',
        params: proposalParamsSchema,
        body: declineProposalBodySchema,
        response: { 200: proposalAnswerSchema, ...errors },
      },
    },
    async (request) =>
      clientAnswer(request, request.params.id, async (tx, data, now) => {
        const tenantId = request.tenant.id;
        const reason = request.body.reason;
        const p = data.proposal;
        const open = data.items.filter((i) => i.status === 'proposed' || i.status === 'approved').map((i) => i.id);
        await setProposalItemsStatus(tx, tenantId, p.id, open, 'declined', ['proposed', 'approved']);
        await settle(tx, tenantId, data, { decidedAt: now, declineReason: reason || null });
        // The agent hears of it, in their language, with the reason.
        const agent = await getUserById(tx, tenantId, p.agentId);
        if (agent) {
          const email = await proposalDeclinedEmail(
            request.tenant.agency,
            userRecipient(request.tenant.agency, agent),
            { reference: p.reference, client: p.clientName || p.clientEmail, reason },
            `${request.tenant.origin}${ROUTES.agentExtra.proposals}`,
          );
          await enqueueEmail(tx, tenantId, email);
        }
      }),
  );
};

/** The proposal's status after its items changed (statusAfterItems), with what else the answer sets. */
async function settle(tx: TenantTx, tenantId: string, data: ProposalWithItems, changes: { decidedAt: Date; declineReason?: string | null }): Promise<void> {
  const status = statusAfterItems(data.proposal.status, await proposalItemStatuses(tx, tenantId, data.proposal.id));
  await updateProposal(tx, tenantId, data.proposal.id, { ...changes, status });
}

export default proposalRoutes;
