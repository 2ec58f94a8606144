import { requestLanguage } from '../../../../booking/policy.ts';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  activityAvailabilityAnswerSchema,
  activityDetailsAnswerSchema,
  activityProductParamsSchema,
  availabilityQuerySchema,
} from '@tripfront/domain/booking/activity-api';
import { bookingErrorSchema } from '@tripfront/domain/booking/bookings';
import { currencyCodeSchema } from '@tripfront/domain/booking/price';
import type { SupplierResult } from '@tripfront/suppliers';
import { pricingContext } from '../../../../lib/pricing-context.ts';
import { HttpError } from '../../../../lib/http-errors.ts';
import { refuseCardNumbers } from '../../../../booking/card-guard.ts';
import { bookingSteps } from '../../../../plugins/agency-status.ts';
import { checkParty, checkRange, detailsView, slotView } from '../../../../booking/products/activity/request-rules.ts';

const errors = { 400: bookingErrorSchema, 404: bookingErrorSchema, 502: bookingErrorSchema };

/** A supplier failure as an answer: an unknown product 404 naming productCode, anything else 502. */
function refuse(r: Extract<SupplierResult<unknown>, { ok: false }>): never {
  if (r.error.code === 'not_found') throw new HttpError(404, 'productCode: this activity was not found.', { field: 'productCode' });
  if (r.error.code === 'invalid') throw new HttpError(400, r.error.message, { field: 'adult' });
  throw new HttpError(502, 'The activity could not be checked with the supplier. Please try again.');
}

/**
 * An activity's details and its calendar of time slots (issue #18), by the product code home deals
 * and search results link to. Booking steps: an Inactive agency is refused them.
 */
const activityProductRoutes: FastifyPluginAsyncZod = async (app) => {
  const { activitySupplier } = app.deps;
  bookingSteps(app);
  app.addHook('preValidation', refuseCardNumbers);

  app.get(
    '/:productCode',
    {
      schema: {
        tags: ['activities'],
        summary: 'An activity: description, itinerary, inclusions, meeting point, languages and the price of each participant type',
        params: activityProductParamsSchema,
        querystring: z.object({ currency: currencyCodeSchema.default('USD') }),
        response: { 200: activityDetailsAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const ctx = await pricingContext(app, request, request.query.currency);
      const r = await activitySupplier.activityDetails(request.params.productCode);
      if (!r.ok) refuse(r);
      return { data: detailsView(r.value, ctx, requestLanguage(request)) };
    },
  );

  app.get(
    '/:productCode/availability',
    {
      schema: {
        tags: ['activities'],
        summary: 'Every day from `from` to `to` with its time slots, places left and the party’s price; a slot the party fits in has an offerId to hold',
        description: 'A full slot is listed with placesLeft 0 and no offerId. Infants take no place. At most 60 days.',
        params: activityProductParamsSchema,
        querystring: availabilityQuerySchema,
        response: { 200: activityAvailabilityAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const q = request.query;
      const party = { adult: q.adult, child: q.child, infant: q.infant, senior: q.senior };
      checkParty(party);
      const details = await activitySupplier.activityDetails(request.params.productCode);
      if (!details.ok) refuse(details);
      checkRange(request, q.from, q.to, { start: 'from', end: 'to' }, details.value.longitude);
      const ctx = await pricingContext(app, request, q.currency);
      const r = await activitySupplier.activityAvailability(request.params.productCode, q.from, q.to, party);
      if (!r.ok) refuse(r);
      return {
        data: {
          productCode: request.params.productCode,
          participants: party,
          currency: q.currency,
          days: r.value.map((d) => ({ date: d.date, closed: d.closed, slots: d.slots.map((s) => slotView(s, details.value, party, ctx)) })),
        },
      };
    },
  );
};

export default activityProductRoutes;
