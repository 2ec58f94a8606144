import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  deleteProposalItem,
  insertProposal,
  insertProposalItem,
  itemsOfProposals,
  listProposals,
  newestDraft,
  proposalWithItems,
  updateProposal,
  updateProposalItem,
  type ProposalListFilters,
  type ProposalRow,
  type StoredProposalStatusValue,
  type TenantTx,
} from '@tripfront/db';
import {
  addProposalItemBodySchema,
  createProposalBodySchema,
  proposalAnswerSchema,
  proposalErrorSchema,
  proposalExpiresAt,
  proposalItemParamsSchema,
  proposalListAnswerSchema,
  proposalListQuerySchema,
  proposalParamsSchema,
  proposalStatus,
  proposalTotal,
  sendProblem,
  updateProposalBodySchema,
  type ProposalRow as ProposalListRow,
  type ProposalStatus,
  type UpdateProposalBody,
} from '@tripfront/domain/proposals';
import type { Product } from '@tripfront/domain/booking/products';
import { agentOnly, sessionOf } from '../../../../lib/auth.ts';
import { badRequest, HttpError } from '../../../../lib/http-errors.ts';
import { quoteItem, storedSnapshot } from '../../../../booking/proposals.ts';
import { languageQuery, pdfAnswer, sendProposalPdf } from '../../../../documents/send.ts';
import { addItem, agentAnswer, checkMarkup, ownerFilter, queueProposalEmail, quoted, requireDraft, visibleProposal } from './steps.ts';

const errors = { 400: proposalErrorSchema, 404: proposalErrorSchema, 409: proposalErrorSchema };
const quoting = { ...errors, 502: proposalErrorSchema };

/** The list's filter of a status people see: `expired` and the live statuses are told apart by the expiry. */
function statusFilter(status: ProposalStatus | undefined, now: Date): Pick<ProposalListFilters, 'statuses' | 'expiredBefore' | 'liveAt'> {
  if (!status) return {};
  const open: StoredProposalStatusValue[] = ['sent', 'opened', 'approved'];
  if (status === 'expired') return { statuses: open, expiredBefore: now };
  if ((open as string[]).includes(status)) return { statuses: [status as StoredProposalStatusValue], liveAt: now };
  return { statuses: [status as StoredProposalStatusValue] };
}

/** Stored proposals a client may still act on: an edit or a send keeps them open. */
const EDITABLE: StoredProposalStatusValue[] = ['draft', 'sent', 'opened', 'approved'];

/**
 * An agent's proposals under /api/agent/proposals (decision 0118): agents with the Proposals
 * permission; each agent sees their own, the owner and admins the agency's (another's is 404).
 * Offers are quoted when added (and again when sent) with the item's markup, within the agency's cap.
 */
// eslint-disable-next-line max-lines-per-function -- one route per endpoint of /api/agent/proposals, under the subtree's guard
const agentProposalRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  agentOnly(app, { permission: 'proposals' });

  app.get(
    '',
    {
      schema: {
        tags: ['proposals'],
        summary: "The agent's proposals (an owner's or admin's: the agency's), newest first, by status as people see it",
        querystring: proposalListQuerySchema,
        response: { 200: proposalListAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const tenantId = request.tenant.id;
      const { status, page, pageSize } = request.query;
      const now = new Date();
      const filters: ProposalListFilters = { agentId: ownerFilter(sessionOf(request)), ...statusFilter(status, now) };
      const { rows, items, total } = await db.withTenant(
        tenantId,
        async (tx) => {
          const listed = await listProposals(tx, tenantId, filters, { offset: (page - 1) * pageSize, limit: pageSize });
          return {
            ...listed,
            items: await itemsOfProposals(
              tx,
              tenantId,
              listed.rows.map((r) => r.id),
            ),
          };
        },
        { readOnly: true },
      );
      const data = rows.map((r): ProposalListRow => {
        const own = items.filter((i) => i.proposalId === r.id).map((i) => ({ status: i.status, current: storedSnapshot(i.snapshot) }));
        return {
          id: r.id,
          reference: r.reference,
          status: proposalStatus(r, now),
          title: r.title,
          client: { name: r.clientName, email: r.clientEmail },
          agent: { name: `${r.agentFirstName} ${r.agentLastName}`.trim(), email: r.agentEmail },
          expiresAt: r.expiresAt?.toISOString() ?? null,
          sentAt: r.sentAt?.toISOString() ?? null,
          openedAt: r.openedAt?.toISOString() ?? null,
          decidedAt: r.decidedAt?.toISOString() ?? null,
          createdAt: r.createdAt.toISOString(),
          total: proposalTotal(r.currency, own) as ProposalListRow['total'],
          itemCount: own.length,
        };
      });
      return { data, page, pageSize, total };
    },
  );

  app.post(
    '',
    {
      schema: {
        tags: ['proposals'],
        summary: 'Start a proposal (a draft): client, language and currency may come now or later',
        body: createProposalBodySchema,
        response: { 201: proposalAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const tenantId = request.tenant.id;
      const { title, clientName, clientEmail, language, currency } = request.body;
      const row = await db.withTenant(tenantId, (tx) =>
        insertProposal(tx, tenantId, {
          agentId: sessionOf(request).user.id,
          currency,
          language: language ?? request.tenant.agency.defaultLanguage,
          title,
          clientName,
          clientEmail,
        }),
      );
      return reply.status(201).send({ data: await agentAnswer(app, request, row.id) });
    },
  );

  app.post(
    '/basket/items',
    {
      schema: {
        tags: ['proposals'],
        summary: "Add an offer to the agent's basket: their newest draft proposal, started when there is none",
        description:
          'The offer is quoted now with the markup (at most the agency’s cap: 400 naming agentMarkupBasisPoints). A new draft takes the body’s currency; an existing one keeps its own.',
        body: addProposalItemBodySchema,
        response: { 201: proposalAnswerSchema, ...quoting },
      },
    },
    async (request, reply) => {
      const tenantId = request.tenant.id;
      const body = request.body;
      checkMarkup(request, body.agentMarkupBasisPoints, 'agentMarkupBasisPoints');
      const agentId = sessionOf(request).user.id;
      const draft = await db.withTenant(
        tenantId,
        async (tx) =>
          (await newestDraft(tx, tenantId, agentId)) ??
          insertProposal(tx, tenantId, { agentId, currency: body.currency, language: request.tenant.agency.defaultLanguage }),
      );
      await addItem(app, request, draft, body);
      return reply.status(201).send({ data: await agentAnswer(app, request, draft.id) });
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['proposals'],
        summary: 'One proposal with its items as quoted, and the client’s link',
        params: proposalParamsSchema,
        response: { 200: proposalAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const tenantId = request.tenant.id;
      await db.withTenant(tenantId, (tx) => visibleProposal(tx, tenantId, sessionOf(request), request.params.id), { readOnly: true });
      return { data: await agentAnswer(app, request, request.params.id) };
    },
  );

  app.get(
    '/:id/pdf',
    {
      schema: {
        tags: ['proposals'],
        summary: 'The proposal as a branded PDF, as its agent has it now (a draft too)',
        description: "In `lang`, else the proposal's language; Arabic reads right to left. Without the agent's markups. Made when asked, never stored.",
        params: proposalParamsSchema,
        querystring: languageQuery,
        produces: ['application/pdf'],
        response: { 200: pdfAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const tenantId = request.tenant.id;
      await db.withTenant(tenantId, (tx) => visibleProposal(tx, tenantId, sessionOf(request), request.params.id), { readOnly: true });
      const answer = await agentAnswer(app, request, request.params.id);
      return sendProposalPdf(reply, app.deps.documents, request.tenant, answer, request.query.lang);
    },
  );

  app.patch(
    '/:id',
    {
      schema: {
        tags: ['proposals'],
        summary: 'Edit a proposal: client, words, language, expiry; on a draft its items’ order, notes and markups (an item left out is removed)',
        description: 'A markup above the agency’s cap answers 400 naming items.N.agentMarkupBasisPoints. A changed markup re-quotes its item.',
        params: proposalParamsSchema,
        body: updateProposalBodySchema,
        response: { 200: proposalAnswerSchema, ...quoting },
      },
    },
    async (request) => {
      const tenantId = request.tenant.id;
      const body = request.body;
      body.items?.forEach((i, n) => checkMarkup(request, i.agentMarkupBasisPoints, `items.${n}.agentMarkupBasisPoints`));
      const row = await db.withTenant(tenantId, (tx) => visibleProposal(tx, tenantId, sessionOf(request), request.params.id), { readOnly: true });
      if (!EDITABLE.includes(row.status))
        throw new HttpError(409, `This proposal is ${row.status.replace('_', ' ')}: it can no longer be edited.`, { code: 'PROPOSAL_CLOSED' });
      if (body.items) requireDraft(row);
      const expiresAt = body.expiresOn === undefined ? undefined : body.expiresOn === null ? null : proposalExpiresAt(body.expiresOn);
      if (expiresAt && expiresAt.getTime() <= Date.now()) throw badRequest('expiresOn: must be today or later.', 'expiresOn');
      const requoted = body.items ? await requoteChanged(row, body.items) : new Map<string, Record<string, unknown>>();
      await db.withTenant(tenantId, async (tx) => {
        const { items: _items, expiresOn: _expiresOn, ...fields } = body;
        await updateProposal(tx, tenantId, row.id, { ...definedOf(fields), ...(expiresAt !== undefined ? { expiresAt } : {}) });
        if (body.items) await reorderItems(tx, row.id, body.items, requoted);
      });
      return { data: await agentAnswer(app, request, row.id) };

      /** The items whose markup changes, quoted again with it. */
      async function requoteChanged(proposal: ProposalRow, wanted: NonNullable<UpdateProposalBody['items']>) {
        const data = await db.withTenant(tenantId, (tx) => proposalWithItems(tx, tenantId, proposal.id), { readOnly: true });
        const byId = new Map(data!.items.map((i) => [i.id, i]));
        const snapshots = new Map<string, Record<string, unknown>>();
        for (const [n, w] of wanted.entries()) {
          const item = byId.get(w.id);
          if (!item) throw badRequest(`items.${n}.id: is not an item of this proposal.`, `items.${n}.id`);
          if (w.agentMarkupBasisPoints === undefined || w.agentMarkupBasisPoints === item.agentMarkupBasisPoints) continue;
          const result = await quoteItem(
            app,
            request,
            { product: item.product as Product, offerId: item.offerId, agentMarkupBasisPoints: w.agentMarkupBasisPoints },
            { currency: proposal.currency, language: body.language ?? proposal.language },
          );
          snapshots.set(item.id, quoted(result, item.product as Product, `items.${n}.id`));
        }
        return snapshots;
      }

      /** Keeps the items asked, in that order, with their notes, markups and new quotes; removes the others. */
      async function reorderItems(
        tx: TenantTx,
        proposalId: string,
        wanted: NonNullable<UpdateProposalBody['items']>,
        snapshots: Map<string, Record<string, unknown>>,
      ) {
        const data = await proposalWithItems(tx, tenantId, proposalId);
        const keep = new Set(wanted.map((w) => w.id));
        for (const item of data!.items) if (!keep.has(item.id)) await deleteProposalItem(tx, tenantId, proposalId, item.id);
        for (const [position, w] of wanted.entries()) {
          const snapshot = snapshots.get(w.id);
          await updateProposalItem(tx, tenantId, proposalId, w.id, {
            position,
            ...(w.note !== undefined ? { note: w.note } : {}),
            ...(w.agentMarkupBasisPoints !== undefined ? { agentMarkupBasisPoints: w.agentMarkupBasisPoints } : {}),
            ...(snapshot ? { snapshot } : {}),
          });
        }
      }
    },
  );

  app.post(
    '/:id/items',
    {
      schema: {
        tags: ['proposals'],
        summary: 'Add an offer to a draft proposal, quoted now with its markup',
        params: proposalParamsSchema,
        body: addProposalItemBodySchema,
        response: { 201: proposalAnswerSchema, ...quoting },
      },
    },
    async (request, reply) => {
      const tenantId = request.tenant.id;
      checkMarkup(request, request.body.agentMarkupBasisPoints, 'agentMarkupBasisPoints');
      const row = await db.withTenant(tenantId, (tx) => visibleProposal(tx, tenantId, sessionOf(request), request.params.id), { readOnly: true });
      requireDraft(row);
      await addItem(app, request, row, request.body);
      return reply.status(201).send({ data: await agentAnswer(app, request, row.id) });
    },
  );

  app.delete(
    '/:id/items/:itemId',
    {
      schema: {
        tags: ['proposals'],
        summary: 'Remove an offer from a draft proposal',
        params: proposalItemParamsSchema,
        response: { 200: proposalAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const tenantId = request.tenant.id;
      const { id, itemId } = request.params;
      await db.withTenant(tenantId, async (tx) => {
        requireDraft(await visibleProposal(tx, tenantId, sessionOf(request), id));
        if (!(await deleteProposalItem(tx, tenantId, id, itemId))) throw new HttpError(404, 'This item is not part of the proposal.', 'itemId');
      });
      return { data: await agentAnswer(app, request, id) };
    },
  );

  app.post(
    '/:id/send',
    {
      schema: {
        tags: ['proposals'],
        summary: 'Send (or send again) a proposal to its client by email, with its link',
        description:
          "Needs the client's email, at least one offer and an expiry in the future (400 naming clientEmail, items or expiresOn). Every offer is quoted again; what the client is sent is kept to show what changed since.",
        params: proposalParamsSchema,
        response: { 200: proposalAnswerSchema, ...quoting },
      },
    },
    async (request) => {
      const tenantId = request.tenant.id;
      const row = await db.withTenant(tenantId, (tx) => visibleProposal(tx, tenantId, sessionOf(request), request.params.id), { readOnly: true });
      if (!EDITABLE.includes(row.status))
        throw new HttpError(409, `This proposal is ${row.status.replace('_', ' ')}: it can no longer be sent.`, { code: 'PROPOSAL_CLOSED' });
      const data = (await db.withTenant(tenantId, (tx) => proposalWithItems(tx, tenantId, row.id), { readOnly: true }))!;
      const live = data.items.filter((i) => i.status !== 'declined' && i.status !== 'booked');
      const problem = sendProblem(row, data.items.length, new Date());
      if (problem) throw badRequest(problem.field === 'items' ? problem.message : `${problem.field}: ${problem.message}`, problem.field);
      const snapshots = await Promise.all(
        live.map(async (item) => {
          const result = await quoteItem(
            app,
            request,
            { product: item.product as Product, offerId: item.offerId, agentMarkupBasisPoints: item.agentMarkupBasisPoints },
            { currency: row.currency, language: row.language },
          );
          return { id: item.id, snapshot: quoted(result, item.product as Product, `items.${data.items.indexOf(item)}`) };
        }),
      );
      await db.withTenant(tenantId, async (tx) => {
        for (const { id, snapshot } of snapshots) await updateProposalItem(tx, tenantId, row.id, id, { snapshot, sentSnapshot: snapshot });
        const now = new Date();
        // Sending again keeps what the client did (opened, approved); a draft becomes sent.
        await updateProposal(tx, tenantId, row.id, { sentAt: now, ...(row.status === 'draft' ? { status: 'sent' } : {}) });
        const sent = await proposalWithItems(tx, tenantId, row.id);
        await queueProposalEmail(tx, request, sent!);
      });
      return { data: await agentAnswer(app, request, row.id) };
    },
  );

  app.post(
    '/:id/duplicate',
    {
      schema: {
        tags: ['proposals'],
        summary: 'A new draft with the same client, words and offers, each quoted again (an offer no longer available is left out)',
        params: proposalParamsSchema,
        response: { 201: proposalAnswerSchema, ...quoting },
      },
    },
    async (request, reply) => {
      const tenantId = request.tenant.id;
      const session = sessionOf(request);
      const row = await db.withTenant(tenantId, (tx) => visibleProposal(tx, tenantId, session, request.params.id), { readOnly: true });
      const data = (await db.withTenant(tenantId, (tx) => proposalWithItems(tx, tenantId, row.id), { readOnly: true }))!;
      const quotes = await Promise.all(
        data.items.map(async (item) => ({
          item,
          result: await quoteItem(
            app,
            request,
            { product: item.product as Product, offerId: item.offerId, agentMarkupBasisPoints: item.agentMarkupBasisPoints },
            { currency: row.currency, language: row.language },
          ),
        })),
      );
      const copy = await db.withTenant(tenantId, async (tx) => {
        const created = await insertProposal(tx, tenantId, {
          agentId: session.user.id,
          currency: row.currency,
          language: row.language,
          title: row.title,
          clientName: row.clientName,
          clientEmail: row.clientEmail,
          copiedFrom: row.id,
        });
        await updateProposal(tx, tenantId, created.id, { message: row.message });
        for (const { item, result } of quotes) {
          if (!result.ok) continue;
          await insertProposalItem(tx, tenantId, created.id, {
            product: item.product,
            offerId: item.offerId,
            agentMarkupBasisPoints: item.agentMarkupBasisPoints,
            note: item.note,
            snapshot: result.snapshot,
          });
        }
        return created;
      });
      return reply.status(201).send({ data: await agentAnswer(app, request, copy.id) });
    },
  );

  app.post(
    '/:id/withdraw',
    {
      schema: {
        tags: ['proposals'],
        summary: 'Withdraw a sent proposal: its client can no longer approve or book it',
        params: proposalParamsSchema,
        response: { 200: proposalAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const tenantId = request.tenant.id;
      const id = request.params.id;
      await db.withTenant(tenantId, async (tx) => {
        const row = await visibleProposal(tx, tenantId, sessionOf(request), id);
        const withdrawn = await updateProposal(tx, tenantId, row.id, { status: 'withdrawn', decidedAt: new Date() }, ['sent', 'opened', 'approved']);
        if (!withdrawn)
          throw new HttpError(409, `This proposal is ${row.status.replace('_', ' ')}: only a sent one can be withdrawn.`, { code: 'PROPOSAL_CLOSED' });
      });
      return { data: await agentAnswer(app, request, id) };
    },
  );
};

/** The fields given (a PATCH leaves the others as they are). */
function definedOf<T extends Record<string, unknown>>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Partial<T>;
}

export default agentProposalRoutes;
