import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LANGUAGES } from '@tripfront/domain/agency';
import {
  publicContentItemSchema,
  publicContentPageSchema,
  publicContentSummarySchema,
  publicTermsVersionSchema,
  TERMS_KINDS,
  type ContentKind,
} from '@tripfront/domain/content';
import { SELF_ENCODED_GET, sendCachedJson, serialisedJson } from '../../../lib/json-cache.ts';
import { publicContentBySlug, publicContentPage, publicHiddenGems, publicTerms } from '../../../lib/public-content.ts';
import { HttpError, notFound } from '../../../lib/http-errors.ts';

const errorAnswer = z.object({ statusCode: z.number(), error: z.string(), message: z.string(), movedTo: z.string().optional() });
/** The visitor's language; an unknown one is the agency's (pickTranslation falls back the same way). */
const lang = z
  .string()
  .max(10)
  .optional()
  .transform((l) => (l && (LANGUAGES as readonly string[]).includes(l.toLowerCase()) ? l.toLowerCase() : undefined));
const listQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  tag: z.string().trim().toLowerCase().max(40).optional(),
  lang,
});
const slugParams = z.object({ slug: z.string().max(200) });
const NOT_PUBLISHED = 'This page does not exist.';

const KINDS: Array<{ path: string; kind: ContentKind; what: string }> = [
  { path: '/posts', kind: 'post', what: 'blog posts' },
  { path: '/destinations', kind: 'destination', what: 'destination pages' },
];

/**
 * The agency's content as visitors read it (issue #44, decision 0127): public posts and destination
 * pages (published, or scheduled and their time has come; anything else is 404 to everyone here),
 * its hidden gems and its terms, in the visitor's language (else the agency's). The same answer for
 * every visitor, sent with its ETag.
 */
const publicContentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  const reader = (request: FastifyRequest) => ({ db, tenantId: request.tenant.id, defaultLanguage: request.tenant.agency.defaultLanguage });
  const languageOf = (request: FastifyRequest, asked: string | undefined) => asked ?? request.tenant.agency.defaultLanguage;
  const send = (request: FastifyRequest, reply: FastifyReply, value: unknown) => sendCachedJson(request, reply, serialisedJson(value));

  for (const { path, kind, what } of KINDS) {
    app.get(
      path,
      {
        ...SELF_ENCODED_GET,
        schema: {
          tags: ['content'],
          summary: `The agency's public ${what}, newest first, a page at a time${kind === 'post' ? ' (tag: only those with the tag)' : ' (top=true: its top destinations)'}`,
          querystring: kind === 'destination' ? listQuery.extend({ top: z.enum(['true', 'false']).optional() }) : listQuery,
          response: { 200: publicContentPageSchema },
        },
      },
      async (request, reply) => {
        const q = request.query as z.infer<typeof listQuery> & { top?: 'true' | 'false' };
        // Top destinations exist only with displayTopDestinations (decision 0128): none to list elsewhere.
        if (q.top === 'true' && !request.tenant.publicAgency.displayTopDestinations) {
          return send(request, reply, { items: [], page: q.page, pageCount: 1, total: 0 });
        }
        const page = await publicContentPage(reader(request), kind, { page: q.page, tag: q.tag, top: q.top === 'true', language: languageOf(request, q.lang) });
        return send(request, reply, page);
      },
    );

    app.get(
      `${path}/:slug`,
      {
        ...SELF_ENCODED_GET,
        schema: {
          tags: ['content'],
          summary: `One of the agency's public ${what}; 404 (with movedTo, its address now, for a former address) for anything else`,
          params: slugParams,
          querystring: z.object({ lang }),
          response: { 200: publicContentItemSchema, 404: errorAnswer },
        },
      },
      async (request, reply) => {
        const found = await publicContentBySlug(reader(request), kind, request.params.slug, languageOf(request, request.query.lang));
        if (!found) throw notFound(NOT_PUBLISHED);
        if ('movedTo' in found) throw new HttpError(404, 'This page has moved.', { extra: { movedTo: found.movedTo } });
        return send(request, reply, found.item);
      },
    );
  }

  app.get(
    '/hidden-gems',
    {
      ...SELF_ENCODED_GET,
      schema: {
        tags: ['content'],
        summary: "The agency's public hidden gems, in its order",
        querystring: z.object({ lang }),
        response: { 200: z.object({ items: z.array(publicContentSummarySchema) }) },
      },
    },
    async (request, reply) => send(request, reply, { items: await publicHiddenGems(reader(request), languageOf(request, request.query.lang)) }),
  );

  app.get(
    '/terms/:kind/:version',
    {
      ...SELF_ENCODED_GET,
      schema: {
        tags: ['content'],
        summary: "A version of the agency's terms (a number, or latest) with the list of every version; 404 when there is none",
        params: z.object({
          kind: z.enum(TERMS_KINDS),
          version: z.union([z.literal('latest'), z.coerce.number().int().min(1).max(1_000_000)]),
        }),
        querystring: z.object({ lang }),
        response: { 200: publicTermsVersionSchema, 404: errorAnswer },
      },
    },
    async (request, reply) => {
      const { kind, version } = request.params;
      const terms = await publicTerms(reader(request), kind, version, languageOf(request, request.query.lang));
      if (!terms) throw notFound('These terms do not exist.');
      return send(request, reply, terms);
    },
  );
};

export default publicContentRoutes;
