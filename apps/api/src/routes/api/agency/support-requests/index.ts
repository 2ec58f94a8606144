import { randomInt } from 'node:crypto';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { supportRequestBodySchema, supportRequestSchema, type SupportRequest } from '@tripfront/domain';
import { enqueueEmail, insertSupportRequest, listSupportRequests, type SupportRequestRecord } from '@tripfront/db';
import { BACK_OFFICE_PAGES } from '@tripfront/domain/navigation/page-permissions';
import { agentOnly, sessionOf } from '../../../../lib/auth.ts';
import { recipientOf, supportRequestEmail } from '../../../../lib/emails.ts';

/** Letters and digits that cannot be misread for each other (no 0/O, 1/I/L). */
const REFERENCE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const newReference = (): string => `SR-${Array.from({ length: 8 }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join('')}`;

const toAnswer = (r: SupportRequestRecord): SupportRequest => ({ ...r, createdAt: r.createdAt.toISOString() });

/**
 * Support (/settings/support): an agent files a request the platform operator reads (support_requests),
 * with the agent's name and email; a copy goes to the agency's contact email when it has one.
 * Any of the agency's agents whose Support read permission is on (spec §6); they see the agency's requests.
 */
const supportRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  agentOnly(app, { permission: BACK_OFFICE_PAGES.supportRequests });

  app.post(
    '',
    {
      schema: {
        tags: ['agency'],
        summary: 'File a support request for the platform operator (agents)',
        body: supportRequestBodySchema,
        response: { 201: z.object({ data: supportRequestSchema }) },
      },
    },
    async (request, reply) => {
      const { user } = sessionOf(request);
      const tenantId = request.tenant.id;
      const { agency } = request.tenant;
      const contactName = `${user.firstName} ${user.lastName}`.trim() || user.email;
      const saved = await db.withTenant(tenantId, async (tx) => {
        const row = await insertSupportRequest(tx, tenantId, {
          reference: newReference(),
          userId: user.id,
          contactName,
          contactEmail: user.email,
          contactPhone: request.body.contactPhone,
          subject: request.body.subject,
          message: request.body.message,
        });
        if (agency.contactEmailId) {
          const copy = { ...row, contactName, contactEmail: user.email, contactPhone: request.body.contactPhone };
          await enqueueEmail(
            tx,
            tenantId,
            await supportRequestEmail(
              agency,
              recipientOf(agency, { email: agency.contactEmailId, name: agency.agencyName }),
              copy,
              `${request.tenant.origin}/settings/support`,
            ),
          );
        }
        return row;
      });
      return reply.status(201).send({ data: toAnswer(saved) });
    },
  );

  app.get(
    '',
    {
      schema: {
        tags: ['agency'],
        summary: "The agency's support requests, newest first (agents)",
        response: { 200: z.object({ data: z.array(supportRequestSchema) }) },
      },
    },
    async (request) => {
      const tenantId = request.tenant.id;
      const rows = await db.withTenant(tenantId, (tx) => listSupportRequests(tx, tenantId), { readOnly: true });
      return { data: rows.map(toAnswer) };
    },
  );
};

export default supportRequestRoutes;
