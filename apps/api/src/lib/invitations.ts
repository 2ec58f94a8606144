import type { FastifyInstance, FastifyRequest } from 'fastify';
import { INVITATION_TTL_MS, NAV_PERMISSION_KEYS, accountStatus, agentRoleOf, type AgentDetails } from '@tripfront/domain';
import { ROUTES } from '@tripfront/domain/navigation/routes';
import { NO_PASSWORD, createAuthToken, enqueueEmail, type TenantTx, type UserRow } from '@tripfront/db';
import { invitationEmail, userRecipient } from './emails.ts';
import { newSessionToken, sessionIdFor } from './tokens.ts';

/** Whether an account can sign in with a password yet (an invited one cannot until it accepts). */
export const hasPassword = (row: Pick<UserRow, 'passwordHash'>): boolean => row.passwordHash !== NO_PASSWORD;

/** An agent as the Agents pages show them: role, state and every navigation item's read permission. */
export function toAgentDetails(row: UserRow): AgentDetails {
  const permissions = Object.fromEntries(NAV_PERMISSION_KEYS.map((key) => [key, { read: row.permissions[key]?.read ?? true }]));
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    userType: row.userType,
    isRestrictedAgent: row.isRestrictedAgent,
    role: agentRoleOf(row),
    status: accountStatus({ disabledAt: row.disabledAt, invitedAt: row.invitedAt, hasPassword: hasPassword(row) }),
    createdAt: row.createdAt.toISOString(),
    invitedAt: row.invitedAt?.toISOString() ?? null,
    permissions,
  };
}

/**
 * Issues an invitation for `user` inside the caller's transaction: a single-use token (a new one
 * replaces the old, decision 0008's createAuthToken) and an email through the outbox whose link
 * is built from the agency's canonical origin (decision 0021), never the Host header.
 */
export async function sendInvitation(
  app: FastifyInstance,
  request: FastifyRequest,
  tx: TenantTx,
  user: UserRow,
  options: { asAgent: boolean; inviter: string },
): Promise<void> {
  const { agency, id: tenantId, origin } = request.tenant;
  const token = newSessionToken();
  await createAuthToken(tx, {
    id: sessionIdFor(token, app.deps.config.SESSION_SECRET),
    tenantId,
    userId: user.id,
    purpose: 'invitation',
    expiresAt: new Date(Date.now() + INVITATION_TTL_MS),
  });
  const link = `${origin}${ROUTES.account.acceptInvitation}?token=${token}`;
  await enqueueEmail(tx, tenantId, await invitationEmail(agency, userRecipient(agency, user), link, options.asAgent, options.inviter));
}

/** The inviter's name as the email shows it. */
export const nameOf = (row: Pick<UserRow, 'firstName' | 'lastName'>): string => `${row.firstName} ${row.lastName}`.trim();
