import { MAX_OFFER_ID_LENGTH } from '@tripfront/domain/supplier-accounts';
import { requestLanguage } from '../../../booking/policy.ts';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { carExtrasParamSchema, carOfferAnswerSchema, carSearchAnswerSchema, carSearchQuerySchema } from '@tripfront/domain/booking/car-api';
import { carExtrasIssue, carFacetsOf, filterCars, sortCars } from '@tripfront/domain/booking/car-rules';
import { pageOf } from '@tripfront/domain/booking/results-page';
import { currencyCodeSchema } from '@tripfront/domain/booking/price';
import { bookingErrorSchema } from '@tripfront/domain/booking/bookings';
import type { CarQuery } from '@tripfront/suppliers';
import { pricingContext } from '../../../lib/pricing-context.ts';
import { searchLimit } from '../../../lib/search-limiter.ts';
import { HttpError } from '../../../lib/http-errors.ts';
import { refuseCardNumbers } from '../../../booking/card-guard.ts';
import { bookingSteps } from '../../../plugins/agency-status.ts';
import { carOfferDetails, carQueryOf, checkRental, listedCar, withCarTerms } from '../../../booking/products/car/request-rules.ts';
import { carSearchRecord } from '../../../booking/products/car/search-record.ts';

const errors = { 400: bookingErrorSchema, 404: bookingErrorSchema, 502: bookingErrorSchema };
const NO_FACETS = {
  vehicleClasses: [],
  transmissions: [],
  suppliers: [],
  mileage: [],
  fuelPolicies: [],
  maxSeats: 0,
  maxBags: 0,
  maxDoors: 0,
  freeCancellation: 0,
  priceRange: null,
};

/**
 * The car rental catalogue (issue #18): search and offer details under /api/car-rental. These are
 * booking steps: an Inactive agency is refused them (the folder's auto-suggest still answers).
 */
const carBookingApi: FastifyPluginAsyncZod = async (app) => {
  const { agencySuppliers, searchCache } = app.deps;
  /** The agency's car supplier: its own account's, or the server's (lib/agency-suppliers.ts). */
  const carsOf = async (tenantId: string) => (await agencySuppliers.of(tenantId)).carSupplier;
  bookingSteps(app);
  app.addHook('preValidation', refuseCardNumbers);
  // Every search counts against the address's and the agency's minute (decision 0083).
  const limitSearches = searchLimit(app);

  /** The rental's cars, cached per agency and query (the supplier's answer, before pricing). */
  const searchCars = async (tenantId: string, query: CarQuery) =>
    searchCache.through(searchCache.key(tenantId, 'car-search', { ...query, accounts: await agencySuppliers.searchKey(tenantId, 'car') }), async () =>
      (await carsOf(tenantId)).carSearch(query),
    );

  app.get(
    '/search',
    {
      preHandler: limitSearches,
      schema: {
        tags: ['car rental'],
        summary: 'Cars for the rental and driver; filtered, sorted and paged, with facets for the filters',
        description:
          'The query keys are those of the cars results URL (pickup, pickup_lat, pickup_long, pickup_country, dropoff…, pickup_date, pickup_time, ' +
          'dropoff_date, dropoff_time, driver_age) plus residence, currency, filters, sort and paging. Prices are minor units of currency; ' +
          'price.perNight is per rental day. Facets are taken from every car before filtering.',
        querystring: carSearchQuerySchema,
        response: { 200: carSearchAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const q = request.query;
      checkRental(request, q);
      const query = carQueryOf(q);
      const ctx = await pricingContext(app, request, q.currency);
      const result = await searchCars(request.tenant.id, query);
      const base = { page: q.page, pageSize: q.pageSize, currency: q.currency, driverAge: q.driver_age };
      if (!result.ok) {
        request.log.warn({ supplierError: result.error }, 'car search failed');
        return { data: { offers: [], total: 0, totalPages: 0, hasMore: false, rentalDays: 0, facets: NO_FACETS, ...base }, message: result.error.message };
      }
      // A rate the driver pays at the counter lists nothing charged now and its price due at pick-up (decision 0112).
      const all = result.value.map((o) => listedCar(o, ctx));
      const page = pageOf(sortCars(filterCars(all, q), q.sort), q.page, q.pageSize);
      request.log.info({ found: all.length, matching: page.total, page: q.page, cached: result.cached }, 'car search');
      if (q.page === 1) app.deps.searchLog.record(request, carSearchRecord(request.tenant.agency, q, result.value));
      // The terms are worded (placed at the counter's local time) for the page shown only.
      const language = requestLanguage(request);
      return {
        data: {
          offers: page.items.map((o) => withCarTerms(o, q.currency, language)),
          total: page.total,
          totalPages: page.totalPages,
          hasMore: page.hasMore,
          rentalDays: all[0]?.rentalDays ?? 0,
          facets: carFacetsOf(all),
          ...base,
        },
        ...(all.length === 0 ? { message: 'No cars are available for this search.' } : {}),
      };
    },
  );

  app.get(
    '/offers/:offerId',
    {
      schema: {
        tags: ['car rental'],
        summary: 'A car re-priced with the supplier now: vehicle, counter, pick-up instructions, what the price includes, extras per day, policies',
        params: z.object({ offerId: z.string().min(1).max(MAX_OFFER_ID_LENGTH) }),
        querystring: z.object({ currency: currencyCodeSchema.default('USD'), extras: carExtrasParamSchema.optional() }),
        response: { 200: carOfferAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const ctx = await pricingContext(app, request, request.query.currency);
      const r = await (await carsOf(request.tenant.id)).carOffer(request.params.offerId);
      const gone = !r.ok && (r.error.code === 'not_found' || r.error.code === 'hold_expired');
      if (gone) throw new HttpError(404, 'This car is no longer available; please search again.', { field: 'offerId' });
      if (!r.ok) {
        if (r.error.code === 'invalid') throw new HttpError(400, 'offerId: this is not a car offer; please search again.', { field: 'offerId' });
        request.log.warn({ supplierError: r.error }, 'car offer failed');
        throw new HttpError(502, 'The car could not be checked with the rental company. Please try again.');
      }
      const chosen = request.query.extras ?? [];
      const issue = carExtrasIssue(chosen, r.value.extras);
      if (issue) throw new HttpError(400, `${issue.path}: ${issue.message}.`, { field: 'extras' });
      return { data: carOfferDetails(r.value, ctx, chosen, requestLanguage(request)) };
    },
  );
};

export default carBookingApi;
