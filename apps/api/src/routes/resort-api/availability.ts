import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bookingErrorSchema } from '@tripfront/domain/booking/bookings';
import { resortAvailabilityAnswerSchema, resortAvailabilityQuerySchema } from '@tripfront/domain/booking/resort-api';
import type { ResortWhere } from '@tripfront/suppliers';
import { refuseCardNumbers } from '../../booking/card-guard.ts';
import { requestLanguage } from '../../booking/policy.ts';
import { availabilityView, checkResortParty, checkStay } from '../../booking/products/resort/request-rules.ts';
import { resortSearchRecord } from '../../booking/products/resort/search-record.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { pricingContext } from '../../lib/pricing-context.ts';
import { searchLimit } from '../../lib/search-limiter.ts';
import { bookingSteps } from '../../plugins/agency-status.ts';

const errors = { 400: bookingErrorSchema, 404: bookingErrorSchema, 502: bookingErrorSchema };

/**
 * GET {RESORT_API_BASE}/properties/availability (spec §7; its answer is ours, decision 0054): the
 * resorts of a region, subregion or one resort with every room type priced for the stay and the
 * party, the rooms left on every night, and an offerId to hold where the party fits. Query keys as
 * in the results URL. A booking step: an Inactive agency is refused it.
 */
const resortAvailabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  const { resortSupplier } = app.deps;
  bookingSteps(app);
  app.addHook('preValidation', refuseCardNumbers);
  // Every search counts against the address's and the agency's minute (decision 0083).
  const limitSearches = searchLimit(app);

  app.get(
    '/properties/availability',
    {
      preHandler: limitSearches,
      schema: {
        tags: ['resort API'],
        summary: 'Resorts with their rooms for a stay and a party (region_id, subregion_id or resort_id; themes filter)',
        querystring: resortAvailabilityQuerySchema,
        response: { 200: resortAvailabilityAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const q = request.query;
      const party = { adults: q.adults, children: q.children };
      checkResortParty(party);
      checkStay(request, q.checkin_date, q.checkout_date, { start: 'checkin_date', end: 'checkout_date' });
      const where: ResortWhere =
        q.resort_id !== undefined ? { resortId: q.resort_id } : q.subregion_id !== undefined ? { subregionId: q.subregion_id } : { regionId: q.region_id! };
      const [ctx, r] = await Promise.all([
        pricingContext(app, request, q.currency),
        resortSupplier.resortAvailability({ where, checkIn: q.checkin_date, checkOut: q.checkout_date, party }),
      ]);
      if (!r.ok) {
        if (r.error.code === 'invalid') throw new HttpError(400, `adults: ${r.error.message}`, 'adults');
        throw new HttpError(502, 'Resort availability could not be checked right now. Please try again.');
      }
      if (q.resort_id !== undefined && r.value.length === 0) throw new HttpError(404, 'resort_id: this resort was not found.', 'resort_id');
      const data = availabilityView(
        r.value,
        { checkIn: q.checkin_date, checkOut: q.checkout_date, adults: q.adults, children: q.children, currency: q.currency, themes: q.themes },
        ctx,
        requestLanguage(request),
      );
      if (q.resort_id === undefined) {
        const record = resortSearchRecord(request.tenant.agency, q, data.resorts);
        if (record) app.deps.searchLog.record(request, record);
      }
      return { data };
    },
  );
};

export default resortAvailabilityRoutes;
