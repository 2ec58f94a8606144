import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  aboutContentSchema,
  businessInfoRecordSchema,
  businessInfoSchema,
  faqSchema,
  isHearByDetailValid,
  languageOptionSchema,
  navigationEntrySchema,
  publicAgencySchema,
} from '@tripfront/domain';
import { getBusinessInfo, getPage, upsertBusinessInfo } from '@tripfront/db';
import { requireAgencyOwner, requireSession } from '../../../lib/auth.ts';
import { badRequest } from '../../../lib/http-errors.ts';
import { AGENCY_IMAGE_FIELDS, AGENCY_IMAGE_PATH, imageVersion, parseDataImage } from '../../../lib/agency-images.ts';
import { SELF_ENCODED_GET, sendCachedJson } from '../../../lib/json-cache.ts';
import { navigationsAnswer } from '../../../lib/tenant-content.ts';
import { currentPaymentSchema } from '@tripfront/domain/booking/bookings';
import { paymentGatewaysFor } from '../../../lib/payments/index.ts';

/** Who may read and submit business information (also checked by requireAgencyOwner; declared for the API document). */
const OWNER_OR_ADMIN = ['AgencyOwner', 'Admin'] as const;

const storedBusinessInfo = businessInfoRecordSchema.nullable();

/** Agency data of spec §7: GET /api/agency and its content. */
const agencyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, jsonCache, config } = app.deps;

  app.get(
    '/api/agency',
    { ...SELF_ENCODED_GET, schema: { tags: ['agency'], summary: 'The agency of this host (public fields)', response: { 200: z.object({ data: publicAgencySchema }) } } },
    // Not async: the answer is ready, and a promise would only add a turn of the event loop.
    (request, reply) => {
      sendCachedJson(request, reply, request.tenant.publicAnswer);
    },
  );

  // The agency's data: pictures, at the URLs /api/agency gives for them (lib/agency-images.ts).
  app.get(
    `${AGENCY_IMAGE_PATH}/:field`,
    {
      schema: {
        tags: ['agency'],
        summary: 'A picture of the agency (logo, mobile logo, favicon) that was stored as a data: URI',
        params: z.object({ field: z.enum(AGENCY_IMAGE_FIELDS) }),
        querystring: z.object({ v: z.string().max(40).optional() }),
      },
    },
    async (request, reply) => {
      const stored = request.tenant.agency[request.params.field];
      const picture = parseDataImage(stored);
      if (!picture) return reply.status(404).send({ statusCode: 404, error: 'Not Found', message: 'This agency has no such picture.' });
      // The versioned URL always shows the same picture; any other is checked again each time.
      const version = imageVersion(stored);
      return reply
        .header('cache-control', request.query.v === version ? 'public, max-age=31536000, immutable' : 'no-cache')
        .header('etag', `"${version}"`)
        // A picture is a picture: nothing in an SVG may run or load, even opened on its own.
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .type(picture.type)
        .send(picture.body);
    },
  );

  app.get(
    '/api/agency/about-us',
    { ...SELF_ENCODED_GET, schema: { tags: ['agency'], summary: 'About page content (the UI uses data[0])', response: { 200: z.object({ data: z.array(aboutContentSchema) }) } } },
    async (request, reply) => {
      const { id } = request.tenant;
      const cached = await jsonCache.get(`${id}:about`, async () => {
        const about = await db.withTenant(id, (tx) => getPage(tx, id, 'about'));
        return { data: about ? [about] : [] };
      });
      return sendCachedJson(request, reply, cached);
    },
  );

  app.get(
    '/api/agency/faqs',
    { ...SELF_ENCODED_GET, schema: { tags: ['agency'], summary: 'FAQ content (the UI uses data[0])', response: { 200: z.object({ data: z.array(faqSchema) }) } } },
    async (request, reply) => {
      const { id } = request.tenant;
      const cached = await jsonCache.get(`${id}:faqs`, async () => {
        const faqs = await db.withTenant(id, (tx) => getPage(tx, id, 'faqs'));
        return { data: faqs ? [faqs] : [] };
      });
      return sendCachedJson(request, reply, cached);
    },
  );

  app.get(
    '/api/agency/navigations',
    { ...SELF_ENCODED_GET, schema: { tags: ['agency'], summary: 'Header navigation entries', response: { 200: z.object({ agencyNavigation: z.array(navigationEntrySchema) }) } } },
    async (request, reply) => sendCachedJson(request, reply, await navigationsAnswer(app.deps, request.tenant.id)),
  );

  app.get(
    '/api/agency/languages',
    { schema: { tags: ['agency'], summary: 'Interface languages the agency offers', response: { 200: z.object({ languages: z.array(languageOptionSchema) }) } } },
    async (request) => ({ languages: request.tenant.agency.languages }),
  );

  app.get(
    '/api/getCurrentPaymentGateway',
    {
      schema: {
        tags: ['agency'],
        summary: "The agency's payment gateway",
        response: { 200: currentPaymentSchema },
      },
    },
    async (request) => ({ CurrentPayment: paymentGatewaysFor(app.deps.config).describe(request.tenant.agency) }),
  );

  app.get(
    '/api/agency/business-info',
    {
      config: { auth: { roles: OWNER_OR_ADMIN } },
      schema: {
        tags: ['agency'],
        summary: 'Stored business information (agency owner or admin)',
        response: { 200: z.object({ data: z.object({ data: storedBusinessInfo }) }) },
      },
    },
    async (request) => {
      const session = requireSession(await app.session(request));
      requireAgencyOwner(session);
      const { id } = request.tenant;
      const info = await db.withTenant(id, (tx) => getBusinessInfo(tx, id));
      return { data: { data: info } };
    },
  );

  app.get(
    '/api/agency/business-info/support-managers',
    {
      config: { auth: { roles: OWNER_OR_ADMIN } },
      schema: {
        tags: ['agency'],
        summary: "The deployment's Customer Support Managers, offered by the business-information form (agency owner or admin)",
        response: { 200: z.object({ data: z.array(z.string()) }) },
      },
    },
    async (request) => {
      requireAgencyOwner(requireSession(await app.session(request)));
      return { data: config.SUPPORT_MANAGERS };
    },
  );

  app.post(
    '/api/agency/business-info',
    {
      config: { auth: { roles: OWNER_OR_ADMIN } },
      schema: {
        tags: ['agency'],
        summary: 'Submit business information (agency owner or admin)',
        body: businessInfoSchema,
        response: { 200: z.object({ data: z.object({ data: businessInfoRecordSchema }), message: z.string() }) },
      },
    },
    async (request) => {
      const session = requireSession(await app.session(request));
      requireAgencyOwner(session);
      // A Customer Support Manager must be one of this deployment's (SUPPORT_MANAGERS).
      if (request.body.hearBy === 'Customer Support Manager' && !isHearByDetailValid(request.body.hearBy, request.body.hearByName, config.SUPPORT_MANAGERS)) {
        throw badRequest('hearByName: Please choose a Customer Support Manager', 'hearByName');
      }
      const { id } = request.tenant;
      const saved = await db.withTenant(id, (tx) => upsertBusinessInfo(tx, id, request.body, session.user.id));
      return { data: { data: saved }, message: 'Business information submitted successfully' };
    },
  );
};

export default agencyRoutes;
