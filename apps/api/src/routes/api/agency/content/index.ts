import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CONTENT_KINDS,
  CONTENT_VERSION_CONFLICT,
  CONTENT_VERSION_CONFLICT_MESSAGE,
  contentItemInputSchema,
  contentItemSchema,
  contentItemUpdateSchema,
  contentListEntrySchema,
} from '@tripfront/domain/content';
import {
  contentSlugTaken,
  deleteContentItem,
  getContentItem,
  insertContentItem,
  listContentItems,
  updateContentItem,
  type ContentItemRow,
} from '@tripfront/db';
import { sessionOf } from '../../../../lib/auth.ts';
import { recordAudit } from '../../../../lib/audit.ts';
import { contentEditorsOnly } from '../../../../lib/content-editors.ts';
import { contentItemOf, contentListEntryOf, preparedContent } from '../../../../lib/content.ts';
import { badRequest, HttpError, notFound } from '../../../../lib/http-errors.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const errorAnswer = z.object({ statusCode: z.number(), error: z.string(), message: z.string(), field: z.string().optional(), code: z.string().optional() });
const SLUG_TAKEN = 'Another page of the site already has this address. Please choose another.';
const NOT_FOUND = 'This page does not exist (it may have been deleted).';
/** Every language's body at its largest, and the rest. */
const BODY_LIMIT = 4 * 1024 * 1024;

const itemAnswer = contentItemSchema;
const listAnswer = z.object({ items: z.array(contentListEntrySchema) });

const kindWords = (row: Pick<ContentItemRow, 'kind'>) => (row.kind === 'post' ? 'post' : 'destination page');

/**
 * The agency's posts and destination pages, and its hidden gems (issue #44, decision 0127), for the
 * content editor (/settings/content): the agency's staff with Website Settings' permission. Bodies
 * are cleaned by the sanitizer before they are stored; a change reaches visitors at once (the
 * agency-change notice: presence flags, server-rendered pages, sitemap). Pictures are in images.ts,
 * the hidden gems in hidden-gems.ts.
 */
const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, sanitizer, agencyChanges } = app.deps;
  contentEditorsOnly(app);

  const byId = (id: string) => (UUID.test(id) ? id : null);

  app.get(
    '',
    {
      schema: {
        tags: ['agency content'],
        summary: "The agency's posts or destination pages (kind), newest change first (the agency's staff with Website Settings' permission)",
        querystring: z.object({ kind: z.enum(CONTENT_KINDS).optional() }),
        response: { 200: listAnswer },
      },
    },
    async (request) => {
      const { id: tenantId, agency } = request.tenant;
      const rows = await db.withTenant(tenantId, (tx) => listContentItems(tx, tenantId, request.query.kind), { readOnly: true });
      const now = new Date();
      return { items: rows.map((row) => contentListEntryOf(row, agency.defaultLanguage, now)) };
    },
  );

  app.post(
    '',
    {
      bodyLimit: BODY_LIMIT,
      schema: {
        tags: ['agency content'],
        summary: 'Write a post or a destination page; bodies are cleaned, pictures need a description (409 when the address is taken)',
        body: contentItemInputSchema,
        response: { 201: itemAnswer, 409: errorAnswer },
      },
    },
    async (request, reply) => {
      const { id: tenantId } = request.tenant;
      const { user } = sessionOf(request);
      const now = new Date();
      const values = await preparedContent(sanitizer, request.body, now, null);
      const row = await db.withTenant(tenantId, async (tx) => {
        if (await contentSlugTaken(tx, tenantId, values.kind, values.slug, null)) throw new HttpError(409, SLUG_TAKEN, { field: 'slug' });
        const created = await insertContentItem(tx, tenantId, values);
        if (!created) throw new HttpError(409, SLUG_TAKEN, { field: 'slug' });
        await recordAudit(tx, tenantId, request, user, {
          action: 'settings.content',
          section: 'website',
          target: `${kindWords(created)} ${created.slug}`,
          changes: [{ field: 'created', from: null, to: created.status }],
        });
        return created;
      });
      await agencyChanges.changed(tenantId);
      return reply.status(201).send(contentItemOf(row, []));
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['agency content'],
        summary: 'A post or destination page, every language, with its former addresses',
        params: z.object({ id: z.string().max(64) }),
        response: { 200: itemAnswer, 404: errorAnswer },
      },
    },
    async (request) => {
      const { id: tenantId } = request.tenant;
      const id = byId(request.params.id);
      const found = id ? await db.withTenant(tenantId, (tx) => getContentItem(tx, tenantId, id), { readOnly: true }) : null;
      if (!found) throw notFound(NOT_FOUND);
      return contentItemOf(found.item, found.formerSlugs);
    },
  );

  app.put(
    '/:id',
    {
      bodyLimit: BODY_LIMIT,
      schema: {
        tags: ['agency content'],
        summary:
          'Replace a post or destination page (its kind stays); a new address keeps the old one redirecting (409 when the address is taken, or when the page was saved since expectedUpdatedAt)',
        params: z.object({ id: z.string().max(64) }),
        body: contentItemUpdateSchema,
        response: { 200: itemAnswer, 404: errorAnswer, 409: errorAnswer },
      },
    },
    async (request) => {
      const { id: tenantId } = request.tenant;
      const { user } = sessionOf(request);
      const id = byId(request.params.id);
      if (!id) throw notFound(NOT_FOUND);
      const now = new Date();
      const previous = await db.withTenant(tenantId, (tx) => getContentItem(tx, tenantId, id), { readOnly: true });
      if (!previous) throw notFound(NOT_FOUND);
      if (request.body.kind !== previous.item.kind) throw badRequest(`This is a ${kindWords(previous.item)}; its kind cannot change.`, 'kind');
      const { kind: _kind, ...values } = await preparedContent(sanitizer, request.body, now, previous.item);
      const saved = await db.withTenant(tenantId, async (tx) => {
        const row = await updateContentItem(tx, tenantId, id, values, now, new Date(request.body.expectedUpdatedAt));
        if (row === null) throw notFound(NOT_FOUND);
        if (row === 'changed') throw new HttpError(409, CONTENT_VERSION_CONFLICT_MESSAGE, { code: CONTENT_VERSION_CONFLICT });
        if (row === 'slug-taken') throw new HttpError(409, SLUG_TAKEN, { field: 'slug' });
        const changes = (['slug', 'status', 'publishAt', 'top'] as const)
          .map((field) => ({ field, from: previous.item[field], to: row[field] }))
          .filter((c) => String(c.from) !== String(c.to));
        await recordAudit(tx, tenantId, request, user, { action: 'settings.content', section: 'website', target: `${kindWords(row)} ${row.slug}`, changes });
        return getContentItem(tx, tenantId, id);
      });
      await agencyChanges.changed(tenantId);
      return contentItemOf(saved!.item, saved!.formerSlugs);
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags: ['agency content'],
        summary: 'Delete a post or destination page (its addresses answer 404 from then on)',
        params: z.object({ id: z.string().max(64) }),
        response: { 204: z.null(), 404: errorAnswer },
      },
    },
    async (request, reply) => {
      const { id: tenantId } = request.tenant;
      const { user } = sessionOf(request);
      const id = byId(request.params.id);
      if (!id) throw notFound(NOT_FOUND);
      await db.withTenant(tenantId, async (tx) => {
        const row = await deleteContentItem(tx, tenantId, id);
        if (!row) throw notFound(NOT_FOUND);
        await recordAudit(tx, tenantId, request, user, {
          action: 'settings.content',
          section: 'website',
          target: `${kindWords(row)} ${row.slug}`,
          changes: [{ field: 'deleted', from: row.status, to: null }],
        });
      });
      await agencyChanges.changed(tenantId);
      return reply.status(204).send(null);
    },
  );
};

export default contentRoutes;
