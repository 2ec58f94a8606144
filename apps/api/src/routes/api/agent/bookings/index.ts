import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  countAgencyBookings,
  eachAgencyBooking,
  findBookingByReference,
  getUserById,
  listAgencyBookings,
  listAgents,
  type AgencyBookingFilters,
  type AgencyBookingListRow,
  type BookingRow,
  type UserRow,
} from '@tripfront/db';
import {
  agentBookingAgentsAnswerSchema,
  agentBookingDetailsAnswerSchema,
  agentBookingParamsSchema,
  agentBookingsAnswerSchema,
  agentBookingsExportQuerySchema,
  agentBookingsQuerySchema,
  AGENT_BOOKINGS_MAX_ROWS,
  type AgentBookingDetails,
  type AgentBookingRow,
  type BookingPerson,
} from '@tripfront/domain/agent-bookings';
import { bookingDetailsSchema, bookingErrorSchema, type BookingError, type PaymentStatus, type RefundStatus } from '@tripfront/domain/booking/bookings';
import { PRODUCT_SERVICE, productOfService } from '@tripfront/domain/booking/products';
import { agentOnly } from '../../../../lib/auth.ts';
import { HttpError } from '../../../../lib/http-errors.ts';
import { paymentGatewaysFor } from '../../../../lib/payments/index.ts';
import { cancelBooking } from '../../../../booking/cancel.ts';
import { detailsAnswer, readerOf } from '../../../../booking/answers.ts';
import { NOT_FOUND } from '../../../../booking/errors.ts';
import { bookingsCsv } from './csv.ts';

const errors = { 400: bookingErrorSchema, 401: bookingErrorSchema, 403: bookingErrorSchema, 404: bookingErrorSchema, 409: bookingErrorSchema };

const fullName = (first: string, last: string) => `${first} ${last}`.trim();

const person = (u: Pick<UserRow, 'id' | 'firstName' | 'lastName' | 'email'>): BookingPerson => ({
  id: u.id,
  name: fullName(u.firstName, u.lastName),
  email: u.email,
});

export function toAgentBookingRow(r: AgencyBookingListRow): AgentBookingRow {
  return {
    reference: r.reference,
    product: productOfService(r.service),
    service: r.service as AgentBookingRow['service'],
    status: r.status as AgentBookingRow['status'],
    title: r.title,
    location: r.location,
    countryCode: r.countryCode,
    startDate: r.checkin,
    endDate: r.checkout,
    total: { amount: r.totalMinor, currency: r.currency as AgentBookingRow['total']['currency'] },
    createdAt: r.createdAt.toISOString(),
    traveller: { id: r.travellerId, name: fullName(r.travellerFirstName, r.travellerLastName), email: r.travellerEmail },
    agent: r.agentId === null ? null : { id: r.agentId, name: fullName(r.agentFirstName ?? '', r.agentLastName ?? ''), email: r.agentEmail ?? '' },
    paymentStatus: r.paymentStatus as PaymentStatus,
    refundStatus: r.refundStatus as RefundStatus,
    refund: r.refundMinor === null ? null : { amount: r.refundMinor, currency: r.currency as AgentBookingRow['total']['currency'] },
  };
}

/** The repository's filters from the API's: a product is stored as its spec service. */
const filtersOf = (q: {
  q?: string | undefined;
  product?: keyof typeof PRODUCT_SERVICE | undefined;
  status?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  agentId?: string | undefined;
}): AgencyBookingFilters => ({
  q: q.q,
  service: q.product ? PRODUCT_SERVICE[q.product] : undefined,
  status: q.status,
  from: q.from,
  to: q.to,
  agentId: q.agentId,
});

/**
 * The agency's bookings in the back-office under /api/agent/bookings (issue #16, decision 0036):
 * every booking of the agency, any product. One guard for the subtree: a session (401), one of the
 * agency's agents (403), with the Bookings read permission (spec §6; 403). Every query runs in the
 * Host's tenant; another agency's reference is not found. Cancelling goes through the booking
 * pipeline (src/booking/cancel.ts): the same refund rule, payment refund or void, and history.
 */
const agentBookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const adapters = app.deps.bookingAdapters;
  const gateways = paymentGatewaysFor(app);
  agentOnly(app, { permission: 'bookings' });

  /** The booking of this reference in the Host's agency, or 404 naming the reference. */
  const agencyBooking = async (tenantId: string, reference: string): Promise<BookingRow> => {
    const row = await db.withTenant(tenantId, (tx) => findBookingByReference(tx, tenantId, reference));
    if (!row) throw new HttpError(404, NOT_FOUND, 'reference');
    return row;
  };

  /** The back-office's view of a booking: the pipeline's details for this agent, the people and the payment. */
  const backOfficeDetails = async (tenantId: string, row: BookingRow, booking: unknown): Promise<AgentBookingDetails> => {
    const [traveller, agent] = await db.withTenant(tenantId, (tx) =>
      Promise.all([getUserById(tx, tenantId, row.userId), row.agentId ? getUserById(tx, tenantId, row.agentId) : Promise.resolve(null)]),
    );
    const currency = row.currency as AgentBookingRow['total']['currency'];
    const refund = row.refundMinor === null ? null : { amount: row.refundMinor, currency };
    return {
      booking: bookingDetailsSchema.parse(booking),
      traveller: traveller ? person(traveller) : { id: row.userId, name: '', email: '' },
      agent: agent ? person(agent) : null,
      payments: [
        {
          gateway: row.paymentGateway,
          reference: row.paymentReference,
          status: row.paymentStatus as PaymentStatus,
          brand: row.cardBrand,
          last4: row.cardLast4,
          amount: { amount: row.totalMinor - row.creditsMinor, currency },
          refundStatus: row.refundStatus as RefundStatus,
          refund,
          dispute: row.disputeStatus ? { status: row.disputeStatus, openedAt: (row.disputedAt ?? row.updatedAt).toISOString() } : null,
        },
      ],
      credits: row.creditsMinor > 0 ? { amount: row.creditsMinor, currency } : null,
    };
  };

  app.get(
    '',
    {
      schema: {
        tags: ['agent bookings'],
        summary: "The agency's bookings, any product: search, filters, sort and pages (agents with the Bookings permission)",
        description:
          'q matches the reference, the traveller’s name or email and the destination (title or location), anywhere, ignoring case. ' +
          `from and to are booking days (UTC), inclusive. total counts up to ${AGENT_BOOKINGS_MAX_ROWS}; totalCapped says there are more, and pages past that many rows are refused (400 naming page).`,
        querystring: agentBookingsQuerySchema,
        response: { 200: agentBookingsAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const tenantId = request.tenant.id;
      const { page, pageSize, sort, order } = request.query;
      const filters = filtersOf(request.query);
      const [rows, count] = await db.withTenant(
        tenantId,
        async (tx) => {
          const list = await listAgencyBookings(tx, tenantId, filters, { sort, order }, { offset: (page - 1) * pageSize, limit: pageSize });
          // A first page that is not full counts itself; otherwise count (up to the cap).
          const counted =
            page === 1 && list.length < pageSize
              ? { total: list.length, capped: false }
              : await countAgencyBookings(tx, tenantId, filters, AGENT_BOOKINGS_MAX_ROWS);
          return [list, counted] as const;
        },
        { readOnly: true },
      );
      return { data: rows.map(toAgentBookingRow), page, pageSize, total: count.total, totalCapped: count.capped };
    },
  );

  app.get(
    '/export.csv',
    {
      schema: {
        tags: ['agent bookings'],
        summary: 'Every booking matching the filters as CSV (RFC 4180; cells that could run as spreadsheet formulas start with an apostrophe)',
        querystring: agentBookingsExportQuerySchema,
        produces: ['text/csv'],
        // Documents the 200; Fastify sends a stream as it is, without serialising it.
        response: { 200: z.string().describe('RFC 4180 CSV with a header row (text/csv; charset=utf-8)'), ...errors },
      },
    },
    async (request, reply) => {
      const tenantId = request.tenant.id;
      const { sort, order } = request.query;
      const batches = eachAgencyBooking((fn) => db.withTenant(tenantId, fn, { readOnly: true }), tenantId, filtersOf(request.query), { sort, order });
      const day = new Date().toISOString().slice(0, 10);
      return (
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="bookings-${day}.csv"`)
          .header('cache-control', 'no-store')
          // A stream: the typed reply knows only the JSON error answers this route declares.
          .send(bookingsCsv(batches, toAgentBookingRow) as never)
      );
    },
  );

  app.get(
    '/agents',
    {
      schema: {
        tags: ['agent bookings'],
        summary: "The agency's agents, for the bookings list's agent filter",
        response: { 200: agentBookingAgentsAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const tenantId = request.tenant.id;
      const rows = await db.withTenant(tenantId, (tx) => listAgents(tx, tenantId), { readOnly: true });
      return { data: rows.map(person) };
    },
  );

  app.get(
    '/:reference',
    {
      schema: {
        tags: ['agent bookings'],
        summary: 'One booking of the agency with its status history, payments, traveller and agent',
        params: agentBookingParamsSchema,
        response: { 200: agentBookingDetailsAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const tenantId = request.tenant.id;
      const row = await agencyBooking(tenantId, request.params.reference);
      const booking = await detailsAnswer({ app, adapters }, tenantId, row, readerOf(request));
      return { data: await backOfficeDetails(tenantId, row, booking) };
    },
  );

  app.post(
    '/:reference/cancel',
    {
      schema: {
        tags: ['agent bookings'],
        summary: 'Cancel a confirmed booking on behalf of its traveller, under its policy; the answer says what is refunded',
        params: agentBookingParamsSchema,
        response: { 200: agentBookingDetailsAnswerSchema, ...errors, 502: bookingErrorSchema },
      },
    },
    async (request, reply) => {
      const tenantId = request.tenant.id;
      const row = await agencyBooking(tenantId, request.params.reference);
      const answer = await cancelBooking({ app, adapters, gateways }, tenantId, row, readerOf(request), { onBehalfOfTraveller: true });
      if (answer.status !== 200) return reply.status(answer.status).send(answer.body as BookingError);
      const after = (await db.withTenant(tenantId, (tx) => findBookingByReference(tx, tenantId, row.reference))) ?? row;
      return { data: await backOfficeDetails(tenantId, after, (answer.body as { data: unknown }).data) };
    },
  );
};

export default agentBookingRoutes;
