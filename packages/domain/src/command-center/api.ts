// Requests and answers of the Command Center API (issue #16): GET /api/agent/dashboard and
// GET /api/agent/searches. The rules they apply are figures.ts's; this only states the shapes.
import { z } from 'zod';
import { isoDateSchema } from '../calendar-date-schema.ts';
import { currencyCodeSchema } from '../booking/price.ts';
import { periodIssue, SERVICE_KEYS } from './figures.ts';

export { SERVICE_KEYS, type ProductFilter } from './figures.ts';
export const serviceKeySchema = z.enum(SERVICE_KEYS);
/** A product filter: one service, or every one. */
export const productFilterSchema = z.enum(['all', ...SERVICE_KEYS]).default('all');

export const dashboardQuerySchema = z
  .object({
    from: isoDateSchema,
    to: isoDateSchema,
    product: productFilterSchema,
    currency: currencyCodeSchema.default('USD'),
  })
  .superRefine((q, ctx) => {
    const issue = periodIssue(q.from, q.to);
    if (issue) ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
  });
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

const minor = z.number().int();

export const dashboardAnswerSchema = z.object({
  data: z.object({
    from: isoDateSchema,
    to: isoDateSchema,
    bucket: z.enum(['day', 'week', 'month']),
    product: productFilterSchema,
    /** Every money figure is minor units of this currency. */
    currency: z.string(),
    /** False for an agency that never had a booking nor a search: the page shows its empty state. */
    hasActivity: z.boolean(),
    bookings: z.number().int(),
    cancellations: z.number().int(),
    grossSalesMinor: minor,
    /** Only for agents who see agent prices (spec §5, §6: not restricted). */
    markupEarnedMinor: minor.optional(),
    averageBookingMinor: minor,
    conversion: z.object({ searches: z.number().int(), bookings: z.number().int(), ratio: z.number().nullable() }),
    topDestinations: z.array(z.object({ countryCode: z.string().nullable(), name: z.string(), bookings: z.number().int(), salesMinor: minor })),
    /** agentId null: bookings the travellers made themselves ("Direct"). */
    topAgents: z.array(z.object({ agentId: z.string().nullable(), name: z.string(), bookings: z.number().int(), salesMinor: minor })),
    series: z.array(z.object({ start: isoDateSchema, bookings: z.number().int(), salesMinor: minor })),
    /**
     * Proposals (decision 0118), whatever the product: sent in the period, approved in it (answered
     * with at least one offer approved), and of those sent, how many have an offer booked (ratio:
     * booked / sent; null when none was sent). Optional for answers kept from before it existed.
     */
    proposals: z.object({ sent: z.number().int(), approved: z.number().int(), booked: z.number().int(), conversion: z.number().nullable() }).optional(),
    /** What the agency's deal links brought in the period (decision 0118): clicks, sign-ups, and sold bookings made through one. */
    dealLinks: z.object({ clicks: z.number().int(), signups: z.number().int(), bookings: z.number().int() }),
  }),
});
export type DashboardAnswer = z.infer<typeof dashboardAnswerSchema>;
export type DashboardFigures = DashboardAnswer['data'];

export const SEARCHES_PAGE_SIZE = 20;

export const searchesQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(SEARCHES_PAGE_SIZE),
  product: productFilterSchema,
});
export type SearchesQuery = z.infer<typeof searchesQuerySchema>;

export const searchRowSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  service: z.string(),
  destination: z.string(),
  countryCode: z.string().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  /** { rooms, adults, children } for hotels; each product its own counts. */
  party: z.record(z.string(), z.number()),
  resultCount: z.number().int(),
  /** The storefront path and query that runs this search again. */
  searchUrl: z.string(),
  /** Who searched; null for a visitor. */
  userName: z.string().nullable(),
  ledToBooking: z.boolean(),
});
export type SearchRow = z.infer<typeof searchRowSchema>;

export const searchesAnswerSchema = z.object({
  data: z.object({
    items: z.array(searchRowSchema),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
    totalPages: z.number().int(),
  }),
});
export type SearchesAnswer = z.infer<typeof searchesAnswerSchema>;
