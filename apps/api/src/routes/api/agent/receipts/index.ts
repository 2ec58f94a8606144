import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { countAgencyReceipts, eachAgencyReceipt, listAgencyReceipts, type AgencyReceiptFilters } from '@tripfront/db';
import { bookingErrorSchema } from '@tripfront/domain/booking/bookings';
import { agencyReceiptsAnswerSchema, receiptsExportQuerySchema, receiptsQuerySchema } from '@tripfront/domain/receipts';
import { agentOnly } from '../../../../lib/auth.ts';
import { receiptsCsv, toReceipt } from '../../../../booking/receipts.ts';

const errors = { 400: bookingErrorSchema, 401: bookingErrorSchema, 403: bookingErrorSchema };

const filtersOf = (q: {
  kind?: 'payment' | 'refund' | undefined;
  from?: string | undefined;
  to?: string | undefined;
  reference?: string | undefined;
}): AgencyReceiptFilters => ({
  kind: q.kind,
  from: q.from,
  to: q.to,
  reference: q.reference,
});

/**
 * The agency's receipts under /api/agent/receipts (decision 0087): the owner, admins and agents
 * with the Bookings read permission (who see every booking's amounts and refunds already); a
 * traveller gets 403. Every query runs in the Host's tenant.
 */
const agentReceiptRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  agentOnly(app, { permission: 'bookings' });

  app.get(
    '',
    {
      schema: {
        tags: ['receipts'],
        summary: "The agency's receipts, newest first: filter by kind, issue days (UTC, inclusive) and booking reference; one page",
        querystring: receiptsQuerySchema,
        response: { 200: agencyReceiptsAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const tenantId = request.tenant.id;
      const { page, pageSize } = request.query;
      const filters = filtersOf(request.query);
      const [rows, total] = await db.withTenant(
        tenantId,
        (tx) =>
          Promise.all([
            listAgencyReceipts(tx, tenantId, filters, { offset: (page - 1) * pageSize, limit: pageSize }),
            countAgencyReceipts(tx, tenantId, filters),
          ]),
        { readOnly: true },
      );
      return { data: rows.map(toReceipt), page, pageSize, total };
    },
  );

  app.get(
    '/export.csv',
    {
      schema: {
        tags: ['receipts'],
        summary:
          'Every receipt matching the filters as CSV for accounting, in number order (RFC 4180; amounts as decimals, the kind says payment or refund; formula-like cells start with an apostrophe)',
        querystring: receiptsExportQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string().describe('RFC 4180 CSV with a header row (text/csv; charset=utf-8)'), ...errors },
      },
    },
    async (request, reply) => {
      const tenantId = request.tenant.id;
      const batches = eachAgencyReceipt((fn) => db.withTenant(tenantId, fn, { readOnly: true }), tenantId, filtersOf(request.query));
      const day = new Date().toISOString().slice(0, 10);
      return (
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="receipts-${day}.csv"`)
          .header('cache-control', 'no-store')
          // A stream: the typed reply knows only the JSON error answers this route declares.
          .send(receiptsCsv(batches) as never)
      );
    },
  );
};

export default agentReceiptRoutes;
