import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cruiseSearchAnswerSchema, cruiseSearchQuerySchema, enabledCruiseLinesOf, guestsOfQuery } from '@tripfront/domain/booking/cruise-api';
import { bookingErrorSchema } from '@tripfront/domain/booking/bookings';
import { cruiseMonths } from '@tripfront/domain/search';
import { CRUISE_SHIP_LINES } from '@tripfront/suppliers';
import { pricingContext } from '../../../lib/pricing-context.ts';
import { searchLimit } from '../../../lib/search-limiter.ts';
import { badRequest } from '../../../lib/http-errors.ts';
import { refuseCardNumbers } from '../../../booking/card-guard.ts';
import { bookingSteps } from '../../../plugins/agency-status.ts';
import { requestLanguage } from '../../../booking/policy.ts';
import { checkGuests, facetsOf, filterSailings, listedSailing, sailingPolicy, sortSailings } from '../../../booking/products/cruise/request-rules.ts';
import { cruiseSearchRecord } from '../../../booking/products/cruise/search-record.ts';
import { pageOf } from '@tripfront/domain/booking/results-page';

const errors = { 400: bookingErrorSchema, 404: bookingErrorSchema, 502: bookingErrorSchema };

/**
 * GET /api/cruise/search (issue #19): the sailings of a month on the agency's enabled lines (a line
 * it does not sell is never offered, even when asked for), priced for the party in the cheapest
 * cabin it fits; filtered, sorted and paged, with facets. The querystring is the results URL's keys
 * (search/cruise.ts: ship_line, month, adults, children, infants) plus region, length, port,
 * currency, price range, sort and paging. A booking step: an Inactive agency is refused it.
 */
const cruiseSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  const { cruiseSupplier, searchCache } = app.deps;
  bookingSteps(app);
  app.addHook('preValidation', refuseCardNumbers);
  // Every search counts against the address's and the agency's minute (decision 0083).
  const limitSearches = searchLimit(app);

  app.get(
    '/search',
    {
      preHandler: limitSearches,
      schema: {
        tags: ['cruise'],
        summary: 'Sailings of a month on the agency’s cruise lines; filtered, sorted and paged, with facets for the filters',
        description:
          'month (YYYY-MM) is required; ship_line, region and length are comma lists. Prices are minor units of currency for the whole party in one cabin ' +
          '(the cheapest category it fits with a cabin left). Facets are taken from every sailing before filtering.',
        querystring: cruiseSearchQuerySchema,
        response: { 200: cruiseSearchAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const q = request.query;
      const guests = guestsOfQuery(q);
      checkGuests(guests);
      const today = new Date().toISOString().slice(0, 10);
      const months = cruiseMonths(today);
      if (!months.includes(q.month)) throw badRequest(`month: sailings can be searched from ${months[0]} to ${months[months.length - 1]}.`, 'month');
      const sold = enabledCruiseLinesOf(CRUISE_SHIP_LINES, request.tenant.agency.enabledCruiseLines).map((l) => l.id);
      const lineIds = q.ship_line?.length ? sold.filter((id) => q.ship_line!.includes(id)) : sold;
      const ctx = await pricingContext(app, request, q.currency);
      const base = { page: q.page, pageSize: q.pageSize, currency: q.currency, month: q.month, guests };
      const empty = {
        sailings: [],
        total: 0,
        totalPages: 0,
        hasMore: false,
        facets: { lines: [], regions: [], lengths: [], ports: [], priceRange: null },
        ...base,
      };
      if (lineIds.length === 0) return { data: empty };
      const query = { month: q.month, lineIds: [...lineIds].sort() };
      const result = await searchCache.through(searchCache.key(request.tenant.id, 'cruise-search', query), () => cruiseSupplier.cruiseSearch(query));
      if (!result.ok) {
        request.log.warn({ supplierError: result.error }, 'cruise search failed');
        return { data: empty, message: result.error.message };
      }
      const language = requestLanguage(request);
      const all = result.value.map((s) => listedSailing(s, guests, ctx));
      const matching = sortSailings(filterSailings(all, q), q.sort);
      const page = pageOf(matching, q.page, q.pageSize);
      // The terms are worded for the page shown only.
      const bySailing = new Map(result.value.map((s) => [s.sailingId, s]));
      const sailings = page.items.map((l) => ({ ...l, cancellationPolicy: sailingPolicy(bySailing.get(l.sailingId)!, ctx.currency, language) }));
      request.log.info({ found: all.length, matching: page.total, page: q.page, cached: result.cached }, 'cruise search');
      if (q.page === 1) app.deps.searchLog.record(request, cruiseSearchRecord(request.tenant.agency, q, matching.length));
      return { data: { sailings, total: page.total, totalPages: page.totalPages, hasMore: page.hasMore, facets: facetsOf(all), ...base } };
    },
  );
};

export default cruiseSearchRoutes;
