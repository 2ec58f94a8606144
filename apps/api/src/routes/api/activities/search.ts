import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { activitySearchAnswerSchema, activitySearchQuerySchema } from '@tripfront/domain/booking/activity-api';
import { bookingErrorSchema } from '@tripfront/domain/booking/bookings';
import type { ActivitySearchQuery } from '@tripfront/suppliers';
import { pricingContext } from '../../../lib/pricing-context.ts';
import { searchLimit } from '../../../lib/search-limiter.ts';
import { refuseCardNumbers } from '../../../booking/card-guard.ts';
import { bookingSteps } from '../../../plugins/agency-status.ts';
import { requestLanguage } from '../../../booking/policy.ts';
import { checkRange, facetsOf, filterActivities, sortActivities, summaryView } from '../../../booking/products/activity/request-rules.ts';
import { activitySearchRecord } from '../../../booking/products/activity/search-record.ts';
import { pageOf } from '@tripfront/domain/booking/results-page';

const errors = { 400: bookingErrorSchema, 404: bookingErrorSchema, 502: bookingErrorSchema };

/**
 * GET /api/activities/search (issue #18): the tours near the results page's place that run on a day
 * of its dates; filtered, sorted and paged, with facets. The querystring is the results URL's keys
 * (search/activities.ts) plus currency, filters, sort and paging. A booking step: an Inactive agency
 * is refused it (the folder's destinations auto-suggest still answers).
 */
const activitySearchRoutes: FastifyPluginAsyncZod = async (app) => {
  const { activitySupplier, searchCache } = app.deps;
  bookingSteps(app);
  app.addHook('preValidation', refuseCardNumbers);
  // Every search counts against the address's and the agency's minute (decision 0083).
  const limitSearches = searchLimit(app);

  /** The supplier's answer before pricing, cached per agency and query (places left move: the cache TTL is short). */
  const search = (tenantId: string, query: ActivitySearchQuery) =>
    searchCache.through(searchCache.key(tenantId, 'activity-search', query), () => activitySupplier.activitySearch(query));

  app.get(
    '/search',
    {
      preHandler: limitSearches,
      schema: {
        tags: ['activities'],
        summary: 'Activities near the place that run on a day of the dates; filtered, sorted and paged, with facets for the filters',
        description:
          'destination, lat, long, country, start_date and end_date are the results page URL keys. category and duration are comma lists. ' +
          'Prices are minor units of currency, for one adult. Facets are taken from every activity before filtering.',
        querystring: activitySearchQuerySchema,
        response: { 200: activitySearchAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const q = request.query;
      checkRange(request, q.start_date, q.end_date, { start: 'start_date', end: 'end_date' }, q.long);
      const ctx = await pricingContext(app, request, q.currency);
      const query: ActivitySearchQuery = {
        latitude: Math.round(q.lat * 1e4) / 1e4,
        longitude: Math.round(q.long * 1e4) / 1e4,
        from: q.start_date,
        to: q.end_date,
      };
      const result = await search(request.tenant.id, query);
      const base = { page: q.page, pageSize: q.pageSize, currency: q.currency, startDate: q.start_date, endDate: q.end_date };
      if (!result.ok) {
        request.log.warn({ supplierError: result.error }, 'activity search failed');
        const facets = { categories: [], durations: [], priceRange: null, freeCancellation: 0 };
        return { data: { activities: [], total: 0, totalPages: 0, hasMore: false, facets, ...base }, message: result.error.message };
      }
      const language = requestLanguage(request);
      const all = result.value.map((a) => summaryView(a, ctx, language));
      const matching = sortActivities(filterActivities(all, q), q.sort);
      const page = pageOf(matching, q.page, q.pageSize);
      request.log.info({ found: all.length, matching: page.total, page: q.page, cached: result.cached }, 'activity search');
      if (q.page === 1) app.deps.searchLog.record(request, activitySearchRecord(request.tenant.agency, q, result.value));
      return { data: { activities: page.items, total: page.total, totalPages: page.totalPages, hasMore: page.hasMore, facets: facetsOf(all), ...base } };
    },
  );
};

export default activitySearchRoutes;
