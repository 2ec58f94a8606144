import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACCOUNT_EXISTS_MESSAGE,
  APPLICATION_DECIDED_MESSAGE,
  agentApplicationSchema,
  applicationsQuerySchema,
  rejectApplicationBodySchema,
  roleFields,
} from '@tripfront/domain';
import { createInvitedUser, decideApplication, enqueueEmail, getApplication, listApplications, type ApplicationRow } from '@tripfront/db';
import { ownerOnly, sessionOf } from '../../../../lib/auth.ts';
import { HttpError, notFound } from '../../../../lib/http-errors.ts';
import { assertRoomForAgent } from '../../../../lib/subscriptions.ts';
import { applicationRejectedEmail, recipientOf } from '../../../../lib/emails.ts';
import { nameOf, sendInvitation } from '../../../../lib/invitations.ts';

const APPLICATION_NOT_FOUND = 'No application to this agency has that id.';
const params = z.object({ id: z.uuid(APPLICATION_NOT_FOUND) });
const answer = z.object({ data: agentApplicationSchema });

export function toApplication(row: ApplicationRow) {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    company: row.company,
    message: row.message,
    status: row.status,
    reason: row.reason,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Applications to become an agent (issue #16), decided by the agency's owner or an admin with the
 * Applications read permission: approving invites the applicant as a SalesAgent (the invitation
 * email), rejecting emails the reason. A decided application is not decided again (409).
 */
const applicationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  ownerOnly(app, { permission: 'applications' });

  app.get(
    '',
    {
      schema: {
        tags: ['agent'],
        summary: 'Applications to become an agent: pending (oldest first) or decided (newest first)',
        querystring: applicationsQuerySchema,
        response: { 200: z.object({ data: z.array(agentApplicationSchema) }) },
      },
    },
    async (request) => {
      const tenantId = request.tenant.id;
      const rows = await db.withTenant(tenantId, (tx) => listApplications(tx, tenantId, request.query.status));
      return { data: rows.map(toApplication) };
    },
  );

  /** The pending application `id` of this agency, locked for the decision; 404 or 409 otherwise. */
  const pendingOr = async (tx: Parameters<Parameters<typeof db.withTenant>[1]>[0], tenantId: string, id: string) => {
    const row = await getApplication(tx, tenantId, id);
    if (!row) throw notFound(APPLICATION_NOT_FOUND);
    if (row.status !== 'pending') throw new HttpError(409, APPLICATION_DECIDED_MESSAGE, { code: 'ALREADY_DECIDED' });
    return row;
  };

  app.post(
    '/:id/approve',
    { schema: { tags: ['agent'], summary: 'Approve an application: the applicant is invited as a SalesAgent', params, response: { 200: answer } } },
    async (request) => {
      const { id: tenantId, agency } = request.tenant;
      const actor = sessionOf(request).user;
      const now = new Date();
      const row = await db.withTenant(tenantId, async (tx) => {
        const application = await pendingOr(tx, tenantId, request.params.id);
        await assertRoomForAgent(tx, tenantId, request.tenant.planLimits);
        const user = await createInvitedUser(tx, {
          tenantId,
          email: application.email,
          firstName: application.firstName,
          lastName: application.lastName,
          language: agency.defaultLanguage,
          ...roleFields('SalesAgent'),
          invitedBy: actor.id,
          now,
        });
        // An applicant who meanwhile has an account (a traveller, say) is not silently promoted.
        if (!user) throw new HttpError(409, ACCOUNT_EXISTS_MESSAGE, { code: 'ACCOUNT_EXISTS' });
        await sendInvitation(app, request, tx, user, { asAgent: true, inviter: nameOf(actor) });
        return decideApplication(tx, tenantId, application.id, { status: 'approved', reason: '', decidedBy: actor.id, now });
      });
      return { data: toApplication(row!) };
    },
  );

  app.post(
    '/:id/reject',
    {
      schema: {
        tags: ['agent'],
        summary: 'Reject an application with a reason, which is emailed to the applicant',
        params,
        body: rejectApplicationBodySchema,
        response: { 200: answer },
      },
    },
    async (request) => {
      const { id: tenantId, agency, origin } = request.tenant;
      const actor = sessionOf(request).user;
      const now = new Date();
      const row = await db.withTenant(tenantId, async (tx) => {
        const application = await pendingOr(tx, tenantId, request.params.id);
        const decided = await decideApplication(tx, tenantId, application.id, { status: 'rejected', reason: request.body.reason, decidedBy: actor.id, now });
        await enqueueEmail(
          tx,
          tenantId,
          await applicationRejectedEmail(
            agency,
            // An applicant has no stored language: the agency's default.
            recipientOf(agency, { email: application.email, name: application.firstName }),
            request.body.reason,
            `${origin}/`,
          ),
        );
        return decided;
      });
      return { data: toApplication(row!) };
    },
  );
};

export default applicationRoutes;
