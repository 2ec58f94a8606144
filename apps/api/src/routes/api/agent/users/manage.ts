import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACCOUNT_EXISTS_MESSAGE,
  NOT_INVITED_MESSAGE,
  PEOPLE_REFUSAL_MESSAGES,
  agentDetailsSchema,
  changeRoleBodySchema,
  deactivationRefusal,
  reactivationRefusal,
  inviteAgentBodySchema,
  roleChangeRefusal,
  roleFields,
  agentRoleOf,
} from '@tripfront/domain';
import { isAgent } from '@tripfront/domain/navigation/roles';
import { countActiveOwners, createInvitedUser, getUserById, normaliseEmail, revokeUserSessions, setUserDisabled, setUserRole } from '@tripfront/db';
import { recordAudit } from '../../../../lib/audit.ts';
import { ownerOnly, sessionOf } from '../../../../lib/auth.ts';
import { HttpError, notFound } from '../../../../lib/http-errors.ts';
import { assertRoomForAgent } from '../../../../lib/subscriptions.ts';
import { hasPassword, nameOf, sendInvitation, toAgentDetails } from '../../../../lib/invitations.ts';

const AGENT_NOT_FOUND = 'No agent of this agency has that id.';
const params = z.object({ id: z.uuid(AGENT_NOT_FOUND) });
const answer = z.object({ data: agentDetailsSchema });
const conflict = (message: string, code: string) => new HttpError(409, message, { code });

/**
 * Managing the agency's agents (issue #16): details, invitations with a role, role changes and
 * deactivation, under the same guard as the list (owner or admin with the Agents read permission).
 * The agency never loses its last active owner (domain people.ts rules; 409 LAST_OWNER).
 */
const agentUserRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, loginLimiter } = app.deps;
  ownerOnly(app, { permission: 'agents' });

  /** The agent `id` of this agency inside `tx`, or 404 (row-level security hides other agencies). */
  const agentOr404 = async (tx: Parameters<Parameters<typeof db.withTenant>[1]>[0], tenantId: string, id: string) => {
    const row = await getUserById(tx, tenantId, id);
    if (!row || !isAgent(row)) throw notFound(AGENT_NOT_FOUND);
    return row;
  };

  app.get(
    '/:id',
    { schema: { tags: ['agent'], summary: 'One agent with role, state and read permissions (owner or admin)', params, response: { 200: answer } } },
    async (request) => {
      const tenantId = request.tenant.id;
      const row = await db.withTenant(tenantId, (tx) => agentOr404(tx, tenantId, request.params.id));
      return { data: toAgentDetails(row) };
    },
  );

  app.post(
    '',
    {
      schema: {
        tags: ['agent'],
        summary: 'Invite an agent by email with a role; the email link sets the password (owner or admin)',
        body: inviteAgentBodySchema,
        response: { 201: answer },
      },
    },
    async (request, reply) => {
      const { id: tenantId, agency } = request.tenant;
      const actor = sessionOf(request).user;
      const { email, firstName, lastName, role } = request.body;
      await loginLimiter.links.reserve(tenantId, `invite:${normaliseEmail(email)}`, request.ip);
      const created = await db.withTenant(tenantId, async (tx) => {
        await assertRoomForAgent(tx, tenantId, request.tenant.planLimits);
        const user = await createInvitedUser(tx, {
          tenantId,
          email,
          firstName,
          lastName,
          language: agency.defaultLanguage,
          ...roleFields(role),
          invitedBy: actor.id,
          now: new Date(),
        });
        if (!user) return null;
        await sendInvitation(app, request, tx, user, { asAgent: true, inviter: nameOf(actor) });
        await recordAudit(tx, tenantId, request, actor, { action: 'people.invite', target: user.email, changes: [{ field: 'role', from: null, to: role }] });
        return user;
      });
      if (!created) throw new HttpError(409, ACCOUNT_EXISTS_MESSAGE, { field: 'email', code: 'ACCOUNT_EXISTS' });
      return reply.status(201).send({ data: toAgentDetails(created) });
    },
  );

  app.post(
    '/:id/invitation',
    { schema: { tags: ['agent'], summary: 'Send an invited agent a new invitation link (owner or admin)', params, response: { 200: answer } } },
    async (request) => {
      const tenantId = request.tenant.id;
      const actor = sessionOf(request).user;
      const row = await db.withTenant(tenantId, async (tx) => {
        const target = await agentOr404(tx, tenantId, request.params.id);
        if (hasPassword(target)) throw conflict(NOT_INVITED_MESSAGE, 'NOT_INVITED');
        await loginLimiter.links.reserve(tenantId, `invite:${target.email}`, request.ip);
        await sendInvitation(app, request, tx, target, { asAgent: true, inviter: nameOf(actor) });
        return target;
      });
      return { data: toAgentDetails(row) };
    },
  );

  app.put(
    '/:id/role',
    {
      schema: {
        tags: ['agent'],
        summary: "Change an agent's role; only an owner makes or unmakes an owner, and the last active owner stays (owner or admin)",
        params,
        body: changeRoleBodySchema,
        response: { 200: answer },
      },
    },
    async (request) => {
      const tenantId = request.tenant.id;
      const actor = sessionOf(request).user;
      const row = await db.withTenant(tenantId, async (tx) => {
        const target = await agentOr404(tx, tenantId, request.params.id);
        const owners = await countActiveOwners(tx, tenantId);
        const refusal = roleChangeRefusal(actor, { ...target, disabled: target.disabledAt !== null }, request.body.role, owners);
        if (refusal === 'ownerOnly') throw new HttpError(403, PEOPLE_REFUSAL_MESSAGES.ownerOnly, { code: 'OWNER_ONLY' });
        if (refusal) throw conflict(PEOPLE_REFUSAL_MESSAGES[refusal], 'LAST_OWNER');
        const updated = await setUserRole(tx, tenantId, target.id, roleFields(request.body.role));
        const from = agentRoleOf(target);
        if (from !== request.body.role) {
          await recordAudit(tx, tenantId, request, actor, {
            action: 'people.role',
            target: target.email,
            changes: [{ field: 'role', from, to: request.body.role }],
          });
        }
        // An owner's permissions cannot be turned off (decision 0008): a new owner reads everything.
        return updated!;
      });
      return { data: toAgentDetails(row) };
    },
  );

  for (const action of ['deactivate', 'reactivate'] as const) {
    app.post(
      `/:id/${action}`,
      {
        schema: {
          tags: ['agent'],
          summary:
            action === 'deactivate'
              ? 'Deactivate an agent: their sessions end and sign-in is refused; never the last active owner (owner or admin)'
              : 'Reactivate a deactivated agent; an owner only by an owner (owner or admin)',
          params,
          response: { 200: answer },
        },
      },
      async (request) => {
        const tenantId = request.tenant.id;
        const actor = sessionOf(request).user;
        const now = new Date();
        const row = await db.withTenant(tenantId, async (tx) => {
          const target = await agentOr404(tx, tenantId, request.params.id);
          if (action === 'reactivate') {
            // Only an owner undoes an owner's deactivation, as only an owner deactivates an owner.
            if (reactivationRefusal(actor, target)) throw new HttpError(403, PEOPLE_REFUSAL_MESSAGES.ownerOnly, { code: 'OWNER_ONLY' });
            if (target.disabledAt) {
              await assertRoomForAgent(tx, tenantId, request.tenant.planLimits);
              await recordAudit(tx, tenantId, request, actor, { action: 'people.enable', target: target.email });
            }
            return (await setUserDisabled(tx, tenantId, target.id, null))!;
          }
          if (target.disabledAt) return target;
          const refusal = deactivationRefusal(actor, target, await countActiveOwners(tx, tenantId));
          if (refusal === 'ownerOnly') throw new HttpError(403, PEOPLE_REFUSAL_MESSAGES.ownerOnly, { code: 'OWNER_ONLY' });
          if (refusal) throw conflict(PEOPLE_REFUSAL_MESSAGES[refusal], refusal === 'lastOwner' ? 'LAST_OWNER' : 'SELF');
          const updated = await setUserDisabled(tx, tenantId, target.id, now);
          await revokeUserSessions(tx, tenantId, target.id, now);
          await recordAudit(tx, tenantId, request, actor, { action: 'people.disable', target: target.email });
          return updated!;
        });
        return { data: toAgentDetails(row) };
      },
    );
  }
};

export default agentUserRoutes;
