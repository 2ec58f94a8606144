import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listOutbox } from '@tripfront/db';
import { devToolsEnabled } from '../../../lib/auth.ts';
import { notFound } from '../../../lib/http-errors.ts';
import { sandboxSso } from '../../../lib/sso-sandbox.ts';
import { SSO_NOT_ENABLED } from '../user/sso.ts';

const delivery = z.object({
  status: z.enum(['sent', 'queued', 'retrying', 'failed']),
  attempts: z.number().int(),
  retryAt: z.date().nullable(),
  lastError: z.string().nullable(),
});

/** Where a queued message stands: sent, given up on, waiting for another attempt, or not tried yet. */
function deliveryStatus(sentAt: Date | null, failedAt: Date | null, attempts: number): z.infer<typeof delivery>['status'] {
  if (sentAt) return 'sent';
  if (failedAt) return 'failed';
  return attempts > 0 ? 'retrying' : 'queued';
}

/**
 * Development helpers under /api/dev, outside production only (devToolsEnabled): the outbox
 * reader (without a mail server, sent messages can be read here and at /dev/mail) and the sandbox
 * identity provider's signing step.
 */
const devRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app.deps;
  if (!devToolsEnabled(config)) return;
  const sandbox = sandboxSso(config.SESSION_SECRET);

  app.get(
    '/outbox',
    {
      schema: {
        tags: ['development'],
        summary: "This agency's emails, newest first (not in production)",
        response: {
          200: z.object({
            smtp: z.boolean(),
            data: z.array(
              z.object({
                id: z.string(),
                toAddress: z.string(),
                subject: z.string(),
                text: z.string(),
                html: z.string(),
                createdAt: z.date(),
                sentAt: z.date().nullable(),
                delivery,
              }),
            ),
          }),
        },
      },
    },
    async (request) => {
      const tenantId = request.tenant.id;
      const rows = await db.withTenant(tenantId, (tx) => listOutbox(tx, tenantId));
      return {
        smtp: Boolean(config.SMTP_URL),
        data: rows.map(({ attempts, nextAttemptAt, failedAt, lastError, ...row }) => {
          const status = deliveryStatus(row.sentAt, failedAt, attempts);
          return { ...row, delivery: { status, attempts, retryAt: row.sentAt ? null : nextAttemptAt, lastError } as const };
        }),
      };
    },
  );

  app.post(
    '/sso/assertion',
    {
      schema: {
        tags: ['development'],
        summary: 'Sandbox identity provider: sign an assertion for an email (not in production)',
        body: z.object({
          email: z.string().trim().pipe(z.email('Please enter a valid email address').max(254)),
          firstName: z.string().trim().max(80).default(''),
          lastName: z.string().trim().max(80).default(''),
          state: z.string().max(100).optional(),
        }),
        response: { 200: z.object({ token: z.string() }) },
      },
    },
    async (request) => {
      if (!request.tenant.agency.sso.isSSOEnabled) throw notFound(SSO_NOT_ENABLED);
      const { email, firstName, lastName, state } = request.body;
      return { token: sandbox.issue(request.tenant.id, { email, firstName, lastName, ...(state ? { state } : {}) }) };
    },
  );
};

export default devRoutes;
