import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { aboutContentSchema, faqSchema, languageOptionSchema, navigationEntrySchema, publicAgencySchema } from '@tripfront/domain';
import { getPage } from '@tripfront/db';
import { SELF_ENCODED_GET, sendCachedJson } from '../../../lib/json-cache.ts';
import { navigationsAnswer } from '../../../lib/tenant-content.ts';

/**
 * Agency data of spec §7 under /api/agency: the agency and its content, for everyone (the same
 * answer for every caller, so no auth hook). Its pictures are in images/, the owner's business
 * information in business-info/.
 */
const agencyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, jsonCache } = app.deps;

  app.get(
    '',
    {
      ...SELF_ENCODED_GET,
      config: { frontDoor: true },
      schema: { tags: ['agency'], summary: 'The agency of this host (public fields)', response: { 200: z.object({ data: publicAgencySchema }) } },
    },
    // Not async: the answer is ready, and a promise would only add a turn of the event loop.
    (request, reply) => {
      sendCachedJson(request, reply, request.tenant.publicAnswer);
    },
  );

  app.get(
    '/about-us',
    {
      ...SELF_ENCODED_GET,
      config: { frontDoor: true },
      schema: { tags: ['agency'], summary: 'About page content (the UI uses data[0])', response: { 200: z.object({ data: z.array(aboutContentSchema) }) } },
    },
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
    '/faqs',
    {
      ...SELF_ENCODED_GET,
      config: { frontDoor: true },
      schema: { tags: ['agency'], summary: 'FAQ content (the UI uses data[0])', response: { 200: z.object({ data: z.array(faqSchema) }) } },
    },
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
    '/navigations',
    {
      ...SELF_ENCODED_GET,
      schema: { tags: ['agency'], summary: 'Header navigation entries', response: { 200: z.object({ agencyNavigation: z.array(navigationEntrySchema) }) } },
    },
    async (request, reply) => sendCachedJson(request, reply, await navigationsAnswer(app.deps, request.tenant.id)),
  );

  app.get(
    '/languages',
    {
      schema: { tags: ['agency'], summary: 'Interface languages the agency offers', response: { 200: z.object({ languages: z.array(languageOptionSchema) }) } },
    },
    async (request) => ({ languages: request.tenant.agency.languages }),
  );
};

export default agencyRoutes;
