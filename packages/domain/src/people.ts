import { z } from 'zod';
import { agentUserSchema, emailInputSchema, newPasswordSchema, tokenBodySchema } from './account.ts';
import type { UserType } from './user.ts';

/**
 * The agency's people (issue #16): its agents and their roles, its clients (travellers), the
 * invitations that bring both in, and the applications of people who want to become agents.
 * Rules here are the one home of who may change whom; the API enforces them, the pages explain them.
 */

/** How long an invitation link works (single use; a new invitation replaces the old one). */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * An agent's role as the back office names it: spec §6's agent types, with the restricted agent
 * (isRestrictedAgent) shown as a role of its own.
 */
export const AGENT_ROLES = ['AgencyOwner', 'Admin', 'SalesAgent', 'RestrictedSalesAgent'] as const;
export type AgentRole = (typeof AGENT_ROLES)[number];
export const agentRoleSchema = z.enum(AGENT_ROLES, 'Choose a role');
/** Roles an invitation can give: an owner is made from an agent who already works there. */
export const INVITABLE_ROLES = ['Admin', 'SalesAgent', 'RestrictedSalesAgent'] as const satisfies readonly AgentRole[];

export interface RoleFields {
  userType: Exclude<UserType, 'Traveller'>;
  isTravelAgent: true;
  isRestrictedAgent: boolean;
}

/** The stored fields of a role. */
export function roleFields(role: AgentRole): RoleFields {
  if (role === 'RestrictedSalesAgent') return { userType: 'SalesAgent', isTravelAgent: true, isRestrictedAgent: true };
  return { userType: role, isTravelAgent: true, isRestrictedAgent: false };
}

/** The role of a stored agent (a travel agent without a staff type counts as a sales agent). */
export function agentRoleOf(user: { userType: UserType; isRestrictedAgent: boolean }): AgentRole {
  if (user.userType === 'AgencyOwner' || user.userType === 'Admin') return user.userType;
  return user.isRestrictedAgent ? 'RestrictedSalesAgent' : 'SalesAgent';
}

export const LAST_OWNER_MESSAGE = 'The agency needs at least one active owner. Make another agent an owner first.';
export const OWNER_ROLE_ONLY_MESSAGE = 'Only an agency owner can make someone an owner or change an owner.';
export const SELF_DEACTIVATE_MESSAGE = 'You cannot deactivate your own account.';
export const ACCOUNT_EXISTS_MESSAGE = 'This email address already has an account with the agency.';
export const ACCOUNT_DISABLED_MESSAGE = 'This account is disabled. Please contact the agency.';
export const APPLICATION_PENDING_MESSAGE = 'We already have your application and will answer it soon.';
export const APPLICATION_DECIDED_MESSAGE = 'This application has already been decided.';
export const NOT_INVITED_MESSAGE = 'This person has already accepted the invitation.';

export const SELF_PERMISSIONS_MESSAGE = 'You cannot change your own permissions. Ask the agency owner or another admin.';
export const OWNER_PERMISSIONS_MESSAGE = "The agency owner's permissions cannot be changed.";

export type PeopleRefusal = 'ownerOnly' | 'lastOwner' | 'self' | 'selfPermissions' | 'ownerPermissions';

/** Only an owner acts on an owner (deactivates, reactivates, changes the role of): an admin may not undo an owner's decision. */
export function ownerTargetRefusal(actor: { userType: UserType }, target: { userType: UserType }): 'ownerOnly' | null {
  return target.userType === 'AgencyOwner' && actor.userType !== 'AgencyOwner' ? 'ownerOnly' : null;
}

/**
 * Whether `actor` may set `target`'s navigation read permissions: nobody their own (an admin would
 * turn back on what the owner turned off), and nobody an owner's (an owner reads everything,
 * decision 0008).
 */
export function permissionChangeRefusal(actor: { id: string }, target: { id: string; userType: UserType }): PeopleRefusal | null {
  if (target.userType === 'AgencyOwner') return 'ownerPermissions';
  if (actor.id === target.id) return 'selfPermissions';
  return null;
}

/** Whether `actor` may reactivate `target`: an owner only by an owner, as for deactivating. */
export function reactivationRefusal(actor: { id: string; userType: UserType }, target: { id: string; userType: UserType }): 'ownerOnly' | null {
  return ownerTargetRefusal(actor, target);
}

/**
 * Whether `actor` may give `target` the role `to` (owners and admins only reach here; the API's
 * guard says so). Only an owner makes or unmakes an owner; the last active owner keeps the role.
 * `activeOwners` counts the agency's owners that are not disabled, the target included.
 */
export function roleChangeRefusal(
  actor: { id: string; userType: UserType },
  target: { id: string; userType: UserType; disabled: boolean },
  to: AgentRole,
  activeOwners: number,
): PeopleRefusal | null {
  const touchesOwner = target.userType === 'AgencyOwner' || to === 'AgencyOwner';
  if (touchesOwner && actor.userType !== 'AgencyOwner') return 'ownerOnly';
  if (target.userType === 'AgencyOwner' && to !== 'AgencyOwner' && !target.disabled && activeOwners <= 1) return 'lastOwner';
  return null;
}

/** Whether `actor` may deactivate `target`: never oneself, an owner only by an owner, never the last active owner. */
export function deactivationRefusal(
  actor: { id: string; userType: UserType },
  target: { id: string; userType: UserType },
  activeOwners: number,
): PeopleRefusal | null {
  if (target.userType === 'AgencyOwner' && activeOwners <= 1) return 'lastOwner';
  if (actor.id === target.id) return 'self';
  return ownerTargetRefusal(actor, target);
}

export const PEOPLE_REFUSAL_MESSAGES: Record<PeopleRefusal, string> = {
  ownerOnly: OWNER_ROLE_ONLY_MESSAGE,
  lastOwner: LAST_OWNER_MESSAGE,
  self: SELF_DEACTIVATE_MESSAGE,
  selfPermissions: SELF_PERMISSIONS_MESSAGE,
  ownerPermissions: OWNER_PERMISSIONS_MESSAGE,
};

/** An account's state in the back office. */
/** `guest`: a traveller who booked through a guest checkout (decision 0104), with no account to sign in to. */
export const ACCOUNT_STATUSES = ['active', 'invited', 'disabled', 'guest'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];
export function accountStatus(user: {
  disabledAt: Date | string | null;
  invitedAt: Date | string | null;
  hasPassword: boolean;
  isGuest?: boolean;
}): AccountStatus {
  if (user.disabledAt) return 'disabled';
  if (user.isGuest) return 'guest';
  if (user.invitedAt && !user.hasPassword) return 'invited';
  return 'active';
}

const personName = (label: string) => z.string().trim().min(1, `${label} is required`).max(80, `${label} must be at most 80 characters`);
const optionalName = z.string().trim().max(80, 'Last name must be at most 80 characters').default('');

export const inviteAgentBodySchema = z.object({
  email: emailInputSchema,
  firstName: personName('First name'),
  lastName: optionalName,
  role: z.enum(INVITABLE_ROLES, 'Choose a role'),
});
export type InviteAgentBody = z.input<typeof inviteAgentBodySchema>;

export const inviteClientBodySchema = z.object({ email: emailInputSchema, firstName: personName('First name'), lastName: optionalName });
export type InviteClientBody = z.input<typeof inviteClientBodySchema>;

export const changeRoleBodySchema = z.object({ role: agentRoleSchema });

/** An agent with role and state, for the Agents pages. */
export const agentDetailsSchema = agentUserSchema.extend({
  role: agentRoleSchema,
  status: z.enum(ACCOUNT_STATUSES),
  createdAt: z.string(),
  invitedAt: z.string().nullable(),
});
export type AgentDetails = z.infer<typeof agentDetailsSchema>;

export const CLIENTS_PAGE_SIZE = 20;
export const clientsQuerySchema = z.object({
  q: z.string().trim().max(100).default(''),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(CLIENTS_PAGE_SIZE),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, 'currency must be a three-letter code such as USD')
    .default('USD'),
});
export type ClientsQuery = z.input<typeof clientsQuerySchema>;

/** A client (a traveller of the agency) with bookings and spend (what they paid and the agency kept: command-center/sales.ts), converted. */
export const clientSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  status: z.enum(ACCOUNT_STATUSES),
  createdAt: z.string(),
  bookings: z.number().int(),
  spend: z.object({ amountMinor: z.number().int(), currency: z.string() }),
});
export type Client = z.infer<typeof clientSchema>;
export const clientsPageSchema = z.object({ data: z.array(clientSchema), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
export type ClientsPage = z.infer<typeof clientsPageSchema>;

/** The public form to apply to become an agent of the agency. */
export const agentApplicationBodySchema = z.object({
  firstName: personName('First name'),
  lastName: optionalName,
  email: emailInputSchema,
  phone: z
    .string()
    .trim()
    .max(30, 'Phone number must be at most 30 characters')
    .refine((v) => v === '' || /^\+?[0-9 ()-]{6,30}$/.test(v), 'Please enter a valid phone number')
    .default(''),
  company: z.string().trim().max(120, 'Company must be at most 120 characters').default(''),
  message: z.string().trim().max(2000, 'Message must be at most 2000 characters').default(''),
});
export type AgentApplicationBody = z.input<typeof agentApplicationBodySchema>;

export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const agentApplicationSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  company: z.string(),
  message: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  reason: z.string(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AgentApplication = z.infer<typeof agentApplicationSchema>;
export const applicationsQuerySchema = z.object({ status: z.enum(['pending', 'decided']).default('pending') });
export const rejectApplicationBodySchema = z.object({
  reason: z.string().trim().min(1, 'Reason is required').max(1000, 'Reason must be at most 1000 characters'),
});

/** The invitation page: who was invited (before accepting), then the password and name. */
export const invitationLookupSchema = z.object({ email: z.string(), firstName: z.string(), lastName: z.string() });
export const acceptInvitationBodySchema = tokenBodySchema.extend({
  firstName: personName('First name'),
  lastName: optionalName,
  password: newPasswordSchema,
});
export type AcceptInvitationBody = z.input<typeof acceptInvitationBodySchema>;
