import { z } from 'zod';
import { bookingDetailsSchema, BOOKING_STATUSES, PAYMENT_STATUSES, REFUND_STATUSES, SERVICE_KEYS } from './booking/bookings.ts';
import { isoDateSchema } from './calendar-date-schema.ts';
import { bookingMoneySchema } from './booking/price.ts';
import { PRODUCTS } from './booking/products.ts';

// The agency's bookings in the back-office (issue #16, /api/agent/bookings): every booking of the
// agency, any product, searched, filtered, sorted and paged on the server, exported as CSV, read
// with its history and payments, and cancelled on behalf of the traveller. Decision 0036.

/** Columns the list sorts by (the web's sortable headers). */
export const AGENT_BOOKING_SORTS = ['createdAt', 'startDate', 'total', 'status', 'reference'] as const;
export type AgentBookingSort = (typeof AGENT_BOOKING_SORTS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export const AGENT_BOOKINGS_PAGE_SIZES = [10, 25, 50, 100] as const;
export const AGENT_BOOKINGS_DEFAULT_PAGE_SIZE = 25;
export const AGENT_BOOKINGS_MAX_PAGE_SIZE = 100;
/**
 * How deep the list pages: offsets past this many rows are refused (narrow the filters instead),
 * and counting stops here. Both keep a 100,000-booking agency's list within its time budget.
 */
export const AGENT_BOOKINGS_MAX_ROWS = 10_000;
export const AGENT_BOOKINGS_SEARCH_MAX = 100;

/** A query-string value that is absent when empty (`?status=` from a form is no filter). */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

/** The list's filters: what the export takes too. */
export const agentBookingFiltersSchema = z
  .object({
    /** Reference, traveller name or email, destination (title or location); case-insensitive, anywhere in the text. */
    q: optional(z.string().trim().max(AGENT_BOOKINGS_SEARCH_MAX, `must be at most ${AGENT_BOOKINGS_SEARCH_MAX} characters`)),
    product: optional(z.enum(PRODUCTS, { error: `must be one of ${PRODUCTS.join(', ')}` })),
    status: optional(z.enum(BOOKING_STATUSES, { error: `must be one of ${BOOKING_STATUSES.join(', ')}` })),
    /** Booked on or after this day (UTC). */
    from: optional(isoDateSchema),
    /** Booked on or before this day (UTC). */
    to: optional(isoDateSchema),
    /** The agent who booked on behalf of the traveller. */
    agentId: optional(z.uuid('must be the id of one of the agency’s agents')),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, { message: 'must be on or after from', path: ['to'] });
export type AgentBookingFilters = z.infer<typeof agentBookingFiltersSchema>;

export const agentBookingSortSchema = z.object({
  sort: optional(z.enum(AGENT_BOOKING_SORTS, { error: `must be one of ${AGENT_BOOKING_SORTS.join(', ')}` })).transform((v) => v ?? 'createdAt'),
  order: optional(z.enum(SORT_ORDERS, { error: 'must be asc or desc' })).transform((v) => v ?? 'desc'),
});

/** GET /api/agent/bookings: filters, sort and page. */
export const agentBookingsQuerySchema = z
  .object({
    ...agentBookingFiltersSchema.shape,
    ...agentBookingSortSchema.shape,
    page: optional(z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(1, 'must be 1 or more')).transform((v) => v ?? 1),
    pageSize: optional(
      z.coerce
        .number({ error: 'must be a whole number' })
        .int('must be a whole number')
        .min(1, 'must be 1 or more')
        .max(AGENT_BOOKINGS_MAX_PAGE_SIZE, `must be at most ${AGENT_BOOKINGS_MAX_PAGE_SIZE}`),
    ).transform((v) => v ?? AGENT_BOOKINGS_DEFAULT_PAGE_SIZE),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, { message: 'must be on or after from', path: ['to'] })
  .refine((f) => (f.page - 1) * f.pageSize < AGENT_BOOKINGS_MAX_ROWS, {
    message: `goes past the first ${AGENT_BOOKINGS_MAX_ROWS.toLocaleString('en')} bookings; narrow the filters instead`,
    path: ['page'],
  });
export type AgentBookingsQuery = z.infer<typeof agentBookingsQuerySchema>;

/** GET /api/agent/bookings/export.csv: the same filters and sort, every matching row. */
export const agentBookingsExportQuerySchema = z
  .object({ ...agentBookingFiltersSchema.shape, ...agentBookingSortSchema.shape })
  .refine((f) => !f.from || !f.to || f.from <= f.to, { message: 'must be on or after from', path: ['to'] });
export type AgentBookingsExportQuery = z.infer<typeof agentBookingsExportQuerySchema>;

/** A person as the back-office names them. */
export const bookingPersonSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });
export type BookingPerson = z.infer<typeof bookingPersonSchema>;

/** One row of the agency's bookings list. */
export const agentBookingRowSchema = z.object({
  reference: z.string(),
  product: z.enum(PRODUCTS),
  service: z.enum(SERVICE_KEYS),
  status: z.enum(BOOKING_STATUSES),
  title: z.string(),
  location: z.string().nullable(),
  countryCode: z.string().nullable(),
  startDate: isoDateSchema,
  endDate: isoDateSchema,
  total: bookingMoneySchema,
  createdAt: z.string(),
  traveller: bookingPersonSchema,
  /** The agent who booked on behalf of the traveller, if one did. */
  agent: bookingPersonSchema.nullable(),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  refundStatus: z.enum(REFUND_STATUSES),
  refund: bookingMoneySchema.nullable(),
});
export type AgentBookingRow = z.infer<typeof agentBookingRowSchema>;

export const agentBookingsAnswerSchema = z.object({
  data: z.array(agentBookingRowSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Matching bookings, counted up to AGENT_BOOKINGS_MAX_ROWS; `totalCapped` says there are more. */
  total: z.number().int(),
  totalCapped: z.boolean(),
});
export type AgentBookingsAnswer = z.infer<typeof agentBookingsAnswerSchema>;

/** A payment of a booking as the back-office shows it. */
export const agentBookingPaymentSchema = z.object({
  gateway: z.string(),
  reference: z.string().nullable(),
  status: z.enum(PAYMENT_STATUSES),
  brand: z.string().nullable(),
  last4: z.string().nullable(),
  amount: bookingMoneySchema,
  refundStatus: z.enum(REFUND_STATUSES),
  refund: bookingMoneySchema.nullable(),
  /** A dispute (chargeback) the card holder opened at the payment provider, for the agent to answer there; its status as the provider names it. */
  dispute: z.object({ status: z.string(), openedAt: z.string() }).nullable(),
});
export type AgentBookingPayment = z.infer<typeof agentBookingPaymentSchema>;

/** GET /api/agent/bookings/{reference} and its cancel: the booking as its traveller sees it, plus who and how it was paid. */
export const agentBookingDetailsSchema = z.object({
  /** The pipeline's details (Wholesale Rate and Agency Markup only for agents who see agent prices). */
  booking: bookingDetailsSchema,
  traveller: bookingPersonSchema,
  agent: bookingPersonSchema.nullable(),
  payments: z.array(agentBookingPaymentSchema),
  /** Wallet credits spent on it, if any. */
  credits: bookingMoneySchema.nullable(),
});
export type AgentBookingDetails = z.infer<typeof agentBookingDetailsSchema>;
export const agentBookingDetailsAnswerSchema = z.object({ data: agentBookingDetailsSchema });

/** GET /api/agent/bookings/agents: who the agent filter offers. */
export const agentBookingAgentsAnswerSchema = z.object({ data: z.array(bookingPersonSchema) });

export const agentBookingParamsSchema = z.object({ reference: z.string().trim().min(1, 'is required').max(40, 'must be at most 40 characters') });
