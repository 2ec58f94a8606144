import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { enabledCruiseLinesOf, guestsOfQuery, sailingDetailsAnswerSchema, sailingDetailsQuerySchema } from '@tripfront/domain/booking/cruise-api';
import { bookingErrorSchema } from '@tripfront/domain/booking/bookings';
import { pricingContext } from '../../../../lib/pricing-context.ts';
import { HttpError } from '../../../../lib/http-errors.ts';
import { refuseCardNumbers } from '../../../../booking/card-guard.ts';
import { bookingSteps } from '../../../../plugins/agency-status.ts';
import { requestLanguage } from '../../../../booking/policy.ts';
import { checkGuests, detailsView } from '../../../../booking/products/cruise/request-rules.ts';

const errors = { 400: bookingErrorSchema, 404: bookingErrorSchema, 502: bookingErrorSchema };
const params = z.object({ sailingId: z.string().regex(/^[a-z0-9-]{3,80}$/, 'must be a sailing id like sbx-s-carnival-20270312-1') });

/**
 * GET /api/cruise/sailings/:sailingId (issue #19): a sailing's itinerary day by day, its ship and
 * its four cabin categories with each guest type's fare, cabins left and the party's price; a
 * category the party can book has an offerId to hold. A sailing of a line the agency does not sell
 * is not found. A booking step: an Inactive agency is refused it.
 */
const cruiseSailingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { cruiseSupplier } = app.deps;
  bookingSteps(app);
  app.addHook('preValidation', refuseCardNumbers);

  app.get(
    '/:sailingId',
    {
      schema: {
        tags: ['cruise'],
        summary: 'A sailing: itinerary, ship facts and cabin categories priced per guest type for the party',
        params,
        querystring: sailingDetailsQuerySchema,
        response: { 200: sailingDetailsAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const guests = guestsOfQuery(request.query);
      checkGuests(guests);
      const r = await cruiseSupplier.cruiseSailing(request.params.sailingId);
      const notFound = () => new HttpError(404, 'sailingId: this sailing was not found.', { field: 'sailingId' });
      if (!r.ok) {
        if (r.error.code === 'not_found') throw notFound();
        throw new HttpError(502, 'The sailing could not be checked with the cruise line. Please try again.');
      }
      if (enabledCruiseLinesOf([r.value.line], request.tenant.agency.enabledCruiseLines).length === 0) throw notFound();
      const ctx = await pricingContext(app, request, request.query.currency);
      return { data: detailsView(r.value, guests, ctx, cruiseSupplier.cruiseOfferId, requestLanguage(request)) };
    },
  );
};

export default cruiseSailingRoutes;
