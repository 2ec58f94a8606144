import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bookingClientSchema } from '@tripfront/domain/wallet';
import { searchBookingClients } from '@tripfront/db';
import { agentOnly } from '../../../lib/auth.ts';

/**
 * GET /api/bookings/clients?q=: the travellers an agent may book for at checkout (issue #16, "Book
 * for a client"). Agents with the Clients read permission; ten at most, by email.
 */
const bookingClientRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  agentOnly(app, { permission: 'clients' });

  app.get(
    '/clients',
    {
      schema: {
        tags: ['bookings'],
        summary: "The agency's travellers whose name or email contains q, to book for (agents with the Clients permission)",
        querystring: z.object({ q: z.string().trim().max(100).default('') }),
        response: { 200: z.object({ data: z.array(bookingClientSchema) }) },
      },
    },
    async (request) => {
      const tenantId = request.tenant.id;
      const data = await db.withTenant(tenantId, (tx) => searchBookingClients(tx, tenantId, request.query.q), { readOnly: true });
      return { data };
    },
  );
};

export default bookingClientRoutes;
