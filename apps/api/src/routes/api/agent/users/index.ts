import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { agentDetailsSchema, agentPermissionsBodySchema, PEOPLE_REFUSAL_MESSAGES, permissionChangeRefusal } from '@tripfront/domain';
import { isAgent } from '@tripfront/domain/navigation/roles';
import { getUserById, listAgents, setUserPermissions } from '@tripfront/db';
import { toAgentDetails } from '../../../../lib/invitations.ts';
import { recordAudit } from '../../../../lib/audit.ts';
import { ownerOnly, sessionOf } from '../../../../lib/auth.ts';
import { HttpError, notFound } from '../../../../lib/http-errors.ts';

const AGENT_NOT_FOUND = 'No agent of this agency has that id.';

/**
 * The agent back-office API under /api/agent/users (spec §6 roles): managing the agency's agents. One
 * guard covers the subtree: a session is required (401), the caller must be one of the agency's
 * agents (403), its owner or an admin (403), with the Agents read permission (spec §6 navigation
 * permissions; 403). Handlers never repeat the checks.
 */
const agentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  ownerOnly(app, { permission: 'agents' });

  app.get(
    '',
    {
      schema: {
        tags: ['agent'],
        summary: "The agency's agents with their role and navigation read permissions (owner or admin)",
        response: { 200: z.object({ data: z.array(agentDetailsSchema) }) },
      },
    },
    async (request) => {
      const tenantId = request.tenant.id;
      const rows = await db.withTenant(tenantId, (tx) => listAgents(tx, tenantId));
      return { data: rows.map(toAgentDetails) };
    },
  );

  app.put(
    '/:id/permissions',
    {
      schema: {
        tags: ['agent'],
        summary: "Set another agent's navigation read permissions; nobody sets their own or an owner's (owner or admin)",
        params: z.object({ id: z.uuid('No agent of this agency has that id.') }),
        body: agentPermissionsBodySchema,
        response: { 200: z.object({ data: agentDetailsSchema }) },
      },
    },
    async (request) => {
      const tenantId = request.tenant.id;
      const actor = sessionOf(request).user;
      const updated = await db.withTenant(tenantId, async (tx) => {
        // Row-level security limits this to the caller's agency: another agency's id is not found.
        const target = await getUserById(tx, tenantId, request.params.id);
        if (!target || !isAgent(target)) throw notFound(AGENT_NOT_FOUND);
        // Nobody undoes the owner's decision by turning their own permissions back on (domain people.ts).
        const refusal = permissionChangeRefusal(actor, target);
        if (refusal)
          throw new HttpError(403, PEOPLE_REFUSAL_MESSAGES[refusal], { code: refusal === 'selfPermissions' ? 'SELF_PERMISSIONS' : 'OWNER_PERMISSIONS' });
        const merged = { ...target.permissions, ...request.body.permissions };
        // Recorded as read on/off per item (an item not listed is readable, spec §6).
        const changes = Object.entries(request.body.permissions)
          .map(([key, to]) => ({ field: `${key}.read`, from: target.permissions[key]?.read ?? true, to: to?.read ?? true }))
          .filter((c) => c.from !== c.to);
        if (changes.length > 0) await recordAudit(tx, tenantId, request, actor, { action: 'people.permissions', target: target.email, changes });
        return setUserPermissions(tx, tenantId, target.id, merged);
      });
      if (!updated) throw notFound(AGENT_NOT_FOUND);
      return { data: toAgentDetails(updated) };
    },
  );
};

export default agentRoutes;
