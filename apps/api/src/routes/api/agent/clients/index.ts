import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACCOUNT_EXISTS_MESSAGE,
  NOT_INVITED_MESSAGE,
  accountStatus,
  clientSchema,
  clientsPageSchema,
  clientsQuerySchema,
  convertMinor,
  inviteClientBodySchema,
} from '@tripfront/domain';
import { createInvitedUser, getClient, listClients, normaliseEmail, revokeUserSessions, setUserDisabled, type ClientRow } from '@tripfront/db';
import { agentOnly, sessionOf } from '../../../../lib/auth.ts';
import { HttpError, badRequest, notFound } from '../../../../lib/http-errors.ts';
import { hasPassword, nameOf, sendInvitation } from '../../../../lib/invitations.ts';

const CLIENT_NOT_FOUND = 'No client of this agency has that id.';
const params = z.object({ id: z.uuid(CLIENT_NOT_FOUND) });
const answer = z.object({ data: clientSchema });
/** Disabling a traveller's account is the owner's or an admin's (decision 0038); the list and invitations are every agent's. */
const ownerOrAdmin = { auth: { level: 'ownerOrAdmin' as const } };

/**
 * The agency's clients (issue #16): its travellers with their bookings and spend, invitations and
 * disabling. Agents with the Clients read permission (spec §6: the side navigation's Clients entry
 * is an agent entry; SalesAgents keep it).
 */
const clientRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, loginLimiter, rates } = app.deps;
  agentOnly(app, { permission: 'clients' });

  const toClient = (row: ClientRow, currency: string, table: Readonly<Record<string, number>>) => ({
    id: row.user.id,
    email: row.user.email,
    firstName: row.user.firstName,
    lastName: row.user.lastName,
    status: accountStatus({ disabledAt: row.user.disabledAt, invitedAt: row.user.invitedAt, hasPassword: hasPassword(row.user), isGuest: row.user.isGuest }),
    createdAt: row.user.createdAt.toISOString(),
    bookings: row.bookings,
    spend: { amountMinor: row.spendByCurrency.reduce((sum, s) => sum + convertMinor(s.totalMinor, s.currency, currency, table), 0), currency },
  });

  app.get(
    '',
    {
      schema: {
        tags: ['agent'],
        summary:
          "The agency's travellers with bookings and spend (confirmed bookings and what cancelled ones kept, as the Command Center's gross sales) in the asked currency; searched by name or email, by page",
        querystring: clientsQuerySchema,
        response: { 200: clientsPageSchema },
      },
    },
    async (request) => {
      const tenantId = request.tenant.id;
      const { q, page, pageSize, currency } = request.query;
      const { rates: table } = await rates.getRates();
      if (table[currency] === undefined) throw badRequest(`currency: ${currency} is not a supported currency`, 'currency');
      const { rows, total } = await db.withTenant(tenantId, (tx) => listClients(tx, tenantId, { q, page, pageSize }));
      return { data: rows.map((r) => toClient(r, currency, table)), total, page, pageSize };
    },
  );

  app.post(
    '',
    { schema: { tags: ['agent'], summary: 'Invite a client by email; the link sets a password', body: inviteClientBodySchema, response: { 201: answer } } },
    async (request, reply) => {
      const { id: tenantId, agency } = request.tenant;
      const actor = sessionOf(request).user;
      await loginLimiter.links.reserve(tenantId, `invite:${normaliseEmail(request.body.email)}`, request.ip);
      const created = await db.withTenant(tenantId, async (tx) => {
        const user = await createInvitedUser(tx, {
          tenantId,
          ...request.body,
          language: agency.defaultLanguage,
          userType: 'Traveller',
          isTravelAgent: false,
          isRestrictedAgent: false,
          invitedBy: actor.id,
          now: new Date(),
        });
        if (!user) return null;
        await sendInvitation(app, request, tx, user, { asAgent: false, inviter: nameOf(actor) });
        return user;
      });
      if (!created) throw new HttpError(409, ACCOUNT_EXISTS_MESSAGE, { field: 'email', code: 'ACCOUNT_EXISTS' });
      return reply.status(201).send({ data: toClient({ user: created, bookings: 0, spendByCurrency: [] }, 'USD', { USD: 1 }) });
    },
  );

  app.post(
    '/:id/invitation',
    { schema: { tags: ['agent'], summary: 'Send an invited client a new invitation link', params, response: { 200: answer } } },
    async (request) => {
      const tenantId = request.tenant.id;
      const actor = sessionOf(request).user;
      const user = await db.withTenant(tenantId, async (tx) => {
        const target = await getClient(tx, tenantId, request.params.id);
        if (!target) throw notFound(CLIENT_NOT_FOUND);
        if (hasPassword(target)) throw new HttpError(409, NOT_INVITED_MESSAGE, { code: 'NOT_INVITED' });
        await loginLimiter.links.reserve(tenantId, `invite:${target.email}`, request.ip);
        await sendInvitation(app, request, tx, target, { asAgent: false, inviter: nameOf(actor) });
        return target;
      });
      return { data: toClient({ user, bookings: 0, spendByCurrency: [] }, 'USD', { USD: 1 }) };
    },
  );

  for (const action of ['disable', 'enable'] as const) {
    app.post(
      `/:id/${action}`,
      {
        config: ownerOrAdmin,
        schema: {
          tags: ['agent'],
          summary:
            action === 'disable'
              ? "Disable a client's account: its sessions end and sign-in is refused (owner or admin)"
              : "Enable a client's account again (owner or admin)",
          params,
          response: { 200: answer },
        },
      },
      async (request) => {
        const tenantId = request.tenant.id;
        const now = new Date();
        const user = await db.withTenant(tenantId, async (tx) => {
          const target = await getClient(tx, tenantId, request.params.id);
          if (!target) throw notFound(CLIENT_NOT_FOUND);
          const updated = await setUserDisabled(tx, tenantId, target.id, action === 'disable' ? (target.disabledAt ?? now) : null);
          if (action === 'disable') await revokeUserSessions(tx, tenantId, target.id, now);
          return updated!;
        });
        return { data: toClient({ user, bookings: 0, spendByCurrency: [] }, 'USD', { USD: 1 }) };
      },
    );
  }
};

export default clientRoutes;
