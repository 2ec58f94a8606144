import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  countSavedTravellers,
  deleteSavedTraveller,
  insertSavedTraveller,
  listSavedTravellers,
  updateSavedTraveller,
  type SavedTravellerRow,
  type SavedTravellerValues,
} from '@tripfront/db';
import {
  MAX_SAVED_TRAVELLERS,
  SAVED_TRAVELLER_NOT_FOUND,
  savedTravellerAnswerSchema,
  savedTravellerBodySchema,
  savedTravellerListAnswerSchema,
  TOO_MANY_SAVED_TRAVELLERS,
  type SavedTraveller,
  type SavedTravellerBody,
  type TravellerTitle,
} from '@tripfront/domain/saved-travellers';
import { sessionOf, signedIn } from '../../../lib/auth.ts';
import { HttpError, notFound } from '../../../lib/http-errors.ts';

const idParams = z.object({ id: z.uuid('must be the id of one of your saved travellers') });

const valuesOf = (body: SavedTravellerBody): SavedTravellerValues => ({
  title: body.title ?? null,
  firstName: body.firstName,
  lastName: body.lastName,
  birthDate: body.birthDate ?? null,
  nationality: body.nationality ?? null,
  passportNumber: body.passport?.number ?? null,
  passportExpiry: body.passport?.expiry ?? null,
  passportCountry: body.passport?.issuingCountry ?? null,
});

const toSavedTraveller = (r: SavedTravellerRow): SavedTraveller => ({
  id: r.id,
  title: r.title as TravellerTitle | null,
  firstName: r.firstName,
  lastName: r.lastName,
  birthDate: r.birthDate,
  nationality: r.nationality,
  passport:
    r.passportNumber && r.passportExpiry && r.passportCountry
      ? { number: r.passportNumber, expiry: r.passportExpiry, issuingCountry: r.passportCountry }
      : null,
});

/**
 * The signed-in account's saved travellers under /api/user/travellers (decision 0102): names and an
 * optional passport to fill a checkout. Only their own account reads or changes them (another
 * account's id answers 404). Nothing here logs a body: a passport number never reaches a log.
 */
const travellerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  signedIn(app);

  app.get(
    '/travellers',
    { schema: { tags: ['user'], summary: "The signed-in account's saved travellers, oldest first", response: { 200: savedTravellerListAnswerSchema } } },
    async (request) => {
      const tenantId = request.tenant.id;
      const userId = sessionOf(request).user.id;
      const rows = await db.withTenant(tenantId, (tx) => listSavedTravellers(tx, tenantId, userId), { readOnly: true });
      return { data: rows.map(toSavedTraveller) };
    },
  );

  app.post(
    '/travellers',
    {
      schema: {
        tags: ['user'],
        summary: `Save a traveller (at most ${MAX_SAVED_TRAVELLERS} per account; 409 past that)`,
        body: savedTravellerBodySchema,
        response: { 201: savedTravellerAnswerSchema },
      },
    },
    async (request, reply) => {
      const tenantId = request.tenant.id;
      const userId = sessionOf(request).user.id;
      const row = await db.withTenant(tenantId, async (tx) => {
        if ((await countSavedTravellers(tx, tenantId, userId)) >= MAX_SAVED_TRAVELLERS) throw new HttpError(409, TOO_MANY_SAVED_TRAVELLERS);
        return insertSavedTraveller(tx, tenantId, userId, valuesOf(request.body));
      });
      return reply.status(201).send({ data: toSavedTraveller(row) });
    },
  );

  app.put(
    '/travellers/:id',
    {
      schema: {
        tags: ['user'],
        summary: 'Change a saved traveller (all fields; leaving out the passport removes it)',
        params: idParams,
        body: savedTravellerBodySchema,
        response: { 200: savedTravellerAnswerSchema },
      },
    },
    async (request) => {
      const tenantId = request.tenant.id;
      const userId = sessionOf(request).user.id;
      const row = await db.withTenant(tenantId, (tx) => updateSavedTraveller(tx, tenantId, userId, request.params.id, valuesOf(request.body)));
      if (!row) throw notFound(SAVED_TRAVELLER_NOT_FOUND);
      return { data: toSavedTraveller(row) };
    },
  );

  app.delete(
    '/travellers/:id',
    { schema: { tags: ['user'], summary: 'Delete a saved traveller', params: idParams, response: { 204: z.void().describe('Deleted') } } },
    async (request, reply) => {
      const tenantId = request.tenant.id;
      const userId = sessionOf(request).user.id;
      if (!(await db.withTenant(tenantId, (tx) => deleteSavedTraveller(tx, tenantId, userId, request.params.id)))) throw notFound(SAVED_TRAVELLER_NOT_FOUND);
      return reply.status(204).send();
    },
  );
};

export default travellerRoutes;
