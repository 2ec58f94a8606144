import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { termsInputSchema, termsVersionSchema } from '@tripfront/domain/content';
import { insertTermsVersion, listTermsVersions } from '@tripfront/db';
import { sessionOf } from '../../../../lib/auth.ts';
import { recordAudit } from '../../../../lib/audit.ts';
import { contentEditorsOnly } from '../../../../lib/content-editors.ts';
import { preparedTerms, termsVersionOf } from '../../../../lib/content.ts';

const TERMS_BODY_LIMIT = 4 * 1024 * 1024;

/**
 * The agency's terms in versions (decision 0127): its terms for agencies and its users' terms. A
 * version is never edited: publishing makes the next one, in force at once. Who may: as the content.
 */
const termsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, sanitizer, agencyChanges } = app.deps;
  contentEditorsOnly(app);

  app.get(
    '',
    {
      schema: {
        tags: ['agency content'],
        summary: "Every version of the agency's terms, each kind newest first",
        response: { 200: z.object({ agency: z.array(termsVersionSchema), users: z.array(termsVersionSchema) }) },
      },
    },
    async (request) => {
      const { id: tenantId } = request.tenant;
      const rows = await db.withTenant(tenantId, (tx) => listTermsVersions(tx, tenantId), { readOnly: true });
      return {
        agency: rows.filter((r) => r.kind === 'agency').map(termsVersionOf),
        users: rows.filter((r) => r.kind === 'users').map(termsVersionOf),
      };
    },
  );

  app.post(
    '',
    {
      bodyLimit: TERMS_BODY_LIMIT,
      schema: {
        tags: ['agency content'],
        summary: 'Publish a new version of the terms (the next number, in force now); the text is cleaned',
        body: termsInputSchema,
        response: { 201: termsVersionSchema },
      },
    },
    async (request, reply) => {
      const { id: tenantId } = request.tenant;
      const { user } = sessionOf(request);
      const translations = await preparedTerms(sanitizer, request.body);
      const row = await db.withTenant(tenantId, async (tx) => {
        const created = await insertTermsVersion(tx, tenantId, { kind: request.body.kind, translations, createdBy: user.id }, new Date());
        await recordAudit(tx, tenantId, request, user, {
          action: 'settings.terms',
          section: 'website',
          target: `${created.kind} terms`,
          changes: [{ field: 'version', from: created.version - 1 || null, to: created.version }],
        });
        return created;
      });
      await agencyChanges.changed(tenantId);
      return reply.status(201).send(termsVersionOf(row));
    },
  );
};

export default termsRoutes;
