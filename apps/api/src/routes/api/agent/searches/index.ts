import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchesAnswerSchema, searchesQuerySchema } from '@tripfront/domain/command-center/api';
import { listSearches } from '@tripfront/db';
import { agentOnly } from '../../../../lib/auth.ts';

/**
 * GET /api/agent/searches: the agency's recent searches, newest first, by its clients, agents and
 * visitors (issue #16): what was searched, how much it found, whether it led to a booking, and the
 * storefront URL that runs it again.
 */
const searchesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  agentOnly(app, { permission: 'searches' });

  app.get(
    '',
    {
      schema: {
        tags: ['agent'],
        summary: "The agency's recent searches, newest first, with whether each led to a booking",
        querystring: searchesQuerySchema,
        response: { 200: searchesAnswerSchema },
      },
    },
    async (request) => {
      const q = request.query;
      const tenantId = request.tenant.id;
      const { rows, total } = await db.withTenant(
        tenantId,
        (tx) => listSearches(tx, tenantId, { page: q.page, pageSize: q.pageSize, service: q.product === 'all' ? null : q.product }),
        { readOnly: true },
      );
      return {
        data: {
          items: rows.map((r) => ({
            id: r.id,
            createdAt: r.createdAt.toISOString(),
            service: r.service,
            destination: r.destination,
            countryCode: r.countryCode,
            startDate: r.startDate,
            endDate: r.endDate,
            party: r.party,
            resultCount: r.resultCount,
            searchUrl: r.searchUrl,
            userName: r.firstName === null ? null : `${r.firstName} ${r.lastName ?? ''}`.trim() || (r.email ?? ''),
            ledToBooking: r.bookingId !== null,
          })),
          page: q.page,
          pageSize: q.pageSize,
          total,
          totalPages: Math.ceil(total / q.pageSize),
        },
      };
    },
  );
};

export default searchesRoutes;
