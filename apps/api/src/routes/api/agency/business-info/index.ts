import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { businessInfoRecordSchema, businessInfoSchema, isHearByDetailValid } from '@tripfront/domain';
import { getBusinessInfo, upsertBusinessInfo } from '@tripfront/db';
import { BACK_OFFICE_PAGES } from '@tripfront/domain/navigation/page-permissions';
import { ownerOnly, sessionOf } from '../../../../lib/auth.ts';
import { badRequest } from '../../../../lib/http-errors.ts';

const storedBusinessInfo = businessInfoRecordSchema.nullable();

/**
 * The agency's business information (spec §7): the agency owner's or an admin's, nobody else's, and
 * like the agency's other settings only with the Settings read permission (spec §6).
 */
const businessInfoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;
  ownerOnly(app, { permission: BACK_OFFICE_PAGES.businessInfo });

  app.get(
    '',
    {
      schema: {
        tags: ['agency'],
        summary: 'Stored business information (agency owner or admin)',
        response: { 200: z.object({ data: z.object({ data: storedBusinessInfo }) }) },
      },
    },
    async (request) => {
      const { id } = request.tenant;
      const info = await db.withTenant(id, (tx) => getBusinessInfo(tx, id));
      return { data: { data: info } };
    },
  );

  app.get(
    '/support-managers',
    {
      schema: {
        tags: ['agency'],
        summary: "The deployment's Customer Support Managers, offered by the business-information form (agency owner or admin)",
        response: { 200: z.object({ data: z.array(z.string()) }) },
      },
    },
    async () => ({ data: config.SUPPORT_MANAGERS }),
  );

  app.post(
    '',
    {
      schema: {
        tags: ['agency'],
        summary: 'Submit business information (agency owner or admin)',
        body: businessInfoSchema,
        response: { 200: z.object({ data: z.object({ data: businessInfoRecordSchema }), message: z.string() }) },
      },
    },
    async (request) => {
      // A Customer Support Manager must be one of this deployment's (SUPPORT_MANAGERS).
      if (request.body.hearBy === 'Customer Support Manager' && !isHearByDetailValid(request.body.hearBy, request.body.hearByName, config.SUPPORT_MANAGERS)) {
        throw badRequest('hearByName: Please choose a Customer Support Manager', 'hearByName');
      }
      const { id } = request.tenant;
      const saved = await db.withTenant(id, (tx) => upsertBusinessInfo(tx, id, request.body, sessionOf(request).user.id));
      return { data: { data: saved }, message: 'Business information submitted successfully' };
    },
  );
};

export default businessInfoRoutes;
