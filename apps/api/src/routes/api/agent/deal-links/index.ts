import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { agentMarkupCap, createDealLinkBodySchema, dealLinkExpiresAt, dealLinkSchema, dealLinksAnswerSchema } from '@tripfront/domain/proposals';
import { isOwnerOrAdmin } from '@tripfront/domain/navigation/roles';
import { isServiceActive } from '@tripfront/domain/navigation/services';
import { PRODUCT_SERVICE } from '@tripfront/domain/booking/products';
import { archiveDealLink, createDealLink, getDealLink, listDealLinks } from '@tripfront/db';
import { agentOnly, sessionOf } from '../../../../lib/auth.ts';
import { badRequest, notFound } from '../../../../lib/http-errors.ts';
import { toDealLink } from '../../../../lib/deal-links.ts';

const NOT_FOUND = 'No deal link of yours has that id.';
const params = z.object({ id: z.uuid(NOT_FOUND) });
const one = z.object({ data: dealLinkSchema });

/**
 * An agent's deal links (decision 0118): shareable `/url/{code}` links to a search or a deal of the
 * storefront, with the agent's own markup (within the agency's cap) and an optional expiry, and
 * what each brought (clicks, sign-ups, bookings). Agents see and archive their own; the owner and
 * admins see and archive the agency's.
 */
const dealLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  agentOnly(app, { permission: 'dealLink' });
  const now = () => new Date();

  app.get(
    '',
    {
      schema: {
        tags: ['agent'],
        summary: "Deal links, newest first, with their clicks, sign-ups and bookings (the agent's own; the owner's and admins' every agent's)",
        response: { 200: dealLinksAnswerSchema },
      },
    },
    async (request) => {
      const { id: tenantId, origin, agency } = request.tenant;
      const { user } = sessionOf(request);
      const rows = await db.withTenant(tenantId, (tx) => listDealLinks(tx, tenantId, { agentId: isOwnerOrAdmin(user) ? null : user.id }), { readOnly: true });
      const at = now();
      return { data: rows.map((row) => toDealLink(row, origin, at)), maxAgentMarkupBasisPoints: agentMarkupCap(agency.pricing) };
    },
  );

  app.post(
    '',
    {
      schema: {
        tags: ['agent'],
        summary: "Create a deal link to a search or deal page of this storefront, with the agent's markup (within the agency's cap) and expiry",
        body: createDealLinkBodySchema,
        response: { 201: one },
      },
    },
    async (request, reply) => {
      const { id: tenantId, origin, agency, publicAgency } = request.tenant;
      const { user } = sessionOf(request);
      const body = request.body;
      const cap = agentMarkupCap(agency.pricing);
      if (body.agentMarkupBasisPoints > cap) {
        throw badRequest(`agentMarkupBasisPoints: must be at most ${cap} (${cap / 100}%), the agency's cap`, 'agentMarkupBasisPoints');
      }
      if (!isServiceActive(publicAgency.bookingMenuItemOptions, PRODUCT_SERVICE[body.product])) {
        throw badRequest(`product: ${body.product} is not offered by this agency`, 'product');
      }
      const at = now();
      const expiresAt = body.expiresOn === null ? null : dealLinkExpiresAt(body.expiresOn);
      if (expiresAt !== null && expiresAt.getTime() <= at.getTime()) throw badRequest('expiresOn: must be today or later', 'expiresOn');
      const row = await db.withTenant(tenantId, (tx) =>
        createDealLink(tx, tenantId, {
          agentId: user.id,
          title: body.title,
          product: body.product,
          target: body.target,
          agentMarkupBasisPoints: body.agentMarkupBasisPoints,
          expiresAt,
        }),
      );
      const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
      return reply.status(201).send({ data: toDealLink({ ...row, agentName: name, clicks: 0, signups: 0, bookings: 0 }, origin, at) });
    },
  );

  app.post(
    '/:id/archive',
    {
      schema: {
        tags: ['agent'],
        summary: 'Archive a deal link: it stops working (its visitors see that the deal has expired); its figures stay',
        params,
        response: { 200: one },
      },
    },
    async (request) => {
      const { id: tenantId, origin } = request.tenant;
      const { user } = sessionOf(request);
      const at = now();
      const archived = await db.withTenant(tenantId, async (tx) => {
        const link = await getDealLink(tx, tenantId, request.params.id);
        // Another agent's link is as unknown to an agent as another agency's.
        if (!link || (!isOwnerOrAdmin(user) && link.agentId !== user.id)) return null;
        await archiveDealLink(tx, tenantId, link.id, at);
        return (await listDealLinks(tx, tenantId, { agentId: link.agentId })).find((l) => l.id === link.id) ?? null;
      });
      if (!archived) throw notFound(NOT_FOUND);
      // Every instance stops pricing with it now, not when its 30 s copy ends (deal-link-lookup.ts).
      await app.deps.agencyChanges.partChanged(tenantId, { kind: 'deal-link', code: archived.code });
      return { data: toDealLink(archived, origin, at) };
    },
  );
};

export default dealLinkRoutes;
