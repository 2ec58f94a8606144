import { z } from 'zod';
import type { UserType } from './user.ts';
import { SETTINGS_SECTIONS } from './settings.ts';

// The agency's audit log (decision 0082): who did what, to whom, when and from where. One list of
// actions, grouped for the page's filter; the API's query schema; who a booking status change is by.

/** Every action an audit entry records. */
export const AUDIT_ACTIONS = [
  'settings.update',
  'people.invite',
  'people.role',
  'people.permissions',
  'people.disable',
  'people.enable',
  'auth.sign-in',
  'auth.sign-in-failed',
  'booking.status',
  'operator.command',
  'settings.suppliers',
  'settings.content',
  'settings.terms',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The groups the audit page filters by. */
export const AUDIT_GROUPS = ['settings', 'people', 'sign-ins', 'bookings', 'operator'] as const;
export type AuditGroup = (typeof AUDIT_GROUPS)[number];

const GROUP_OF: Record<AuditAction, AuditGroup> = {
  'settings.update': 'settings',
  'people.invite': 'people',
  'people.role': 'people',
  'people.permissions': 'people',
  'people.disable': 'people',
  'people.enable': 'people',
  'auth.sign-in': 'sign-ins',
  'auth.sign-in-failed': 'sign-ins',
  'booking.status': 'bookings',
  'operator.command': 'operator',
  'settings.suppliers': 'settings',
  'settings.content': 'settings',
  'settings.terms': 'settings',
};

/** The group an action belongs to. */
export const auditGroupOf = (action: AuditAction): AuditGroup => GROUP_OF[action];

/** The actions of a group, for the query's filter. */
export const auditActionsOf = (group: AuditGroup): AuditAction[] => AUDIT_ACTIONS.filter((a) => GROUP_OF[a] === group);

/** The `section` column of an entry that is not a settings section: its group. */
export const AUDIT_SECTIONS_OTHER = ['agency', 'people', 'sign-ins', 'bookings', 'operator'] as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (field: string) =>
  z
    .string()
    .regex(DAY, `${field} is a date like 2026-11-29.`)
    .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), `${field} is not a date.`);

/**
 * GET /api/agency/settings/audit's filters: an action or a group of them, the actor (a user id or
 * an email), a day range (inclusive, UTC) and a page. Without filters: the newest 50.
 */
export const auditQuerySchema = z
  .object({
    limit: z.coerce.number().int().min(1).max(200).default(50),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    action: z.enum(AUDIT_ACTIONS).optional(),
    group: z.enum(AUDIT_GROUPS).optional(),
    actor: z.string().trim().min(1).max(254).optional(),
    from: day('from').optional(),
    to: day('to').optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'from must not be after to.', path: ['from'] });
export type AuditQuery = z.infer<typeof auditQuerySchema>;

/** The filters as the database applies them: the actions allowed and the time range [from, to). */
export interface AuditFilter {
  actions: AuditAction[] | null;
  actorId: string | null;
  actorEmail: string | null;
  from: Date | null;
  to: Date | null;
  limit: number;
  offset: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The query turned into what the repository filters by: an action and a group narrow each other; `to` includes its whole day. */
export function auditFilterOf(q: AuditQuery): AuditFilter {
  const byGroup = q.group ? auditActionsOf(q.group) : null;
  const actions = q.action ? (byGroup && !byGroup.includes(q.action) ? [] : [q.action]) : byGroup;
  const actor = q.actor ?? null;
  const isId = actor !== null && UUID.test(actor);
  return {
    actions,
    actorId: isId ? actor.toLowerCase() : null,
    actorEmail: actor !== null && !isId ? actor.toLowerCase() : null,
    from: q.from ? new Date(`${q.from}T00:00:00Z`) : null,
    to: q.to ? new Date(Date.parse(`${q.to}T00:00:00Z`) + 24 * 3600 * 1000) : null,
    limit: q.limit,
    offset: (q.page - 1) * q.limit,
  };
}

// ---- actors ----------------------------------------------------------------------------------------

/** A person as the log names them: their name, or their email when they gave none. */
export const actorNameOf = (user: { firstName: string; lastName: string; email: string }): string => `${user.firstName} ${user.lastName}`.trim() || user.email;

export const BOOKING_ACTOR_KINDS = ['traveller', 'agent', 'system', 'operator'] as const;
export type BookingActorKind = (typeof BOOKING_ACTOR_KINDS)[number];

/** Who changed a booking's status: stored on every status history row. */
export interface BookingActor {
  kind: BookingActorKind;
  userId: string | null;
  name: string;
  email: string;
}

/** A signed-in person: a traveller, or staff (agent) acting in the back office. */
export function bookingActorOf(user: { id: string; userType: UserType; firstName: string; lastName: string; email: string }): BookingActor {
  return { kind: user.userType === 'Traveller' ? 'traveller' : 'agent', userId: user.id, name: actorNameOf(user), email: user.email };
}

/** The actors that are not a person: booking recovery, the supplier's answer, the platform's command line. */
export const SYSTEM_ACTORS = {
  recovery: { kind: 'system', userId: null, name: 'Booking recovery', email: '' },
  /** What Stripe reported by webhook (a payment settled after the browser left, a refund or dispute made at Stripe). */
  stripe: { kind: 'system', userId: null, name: 'Stripe', email: '' },
  operator: { kind: 'operator', userId: null, name: 'platform operator', email: '' },
} as const satisfies Record<string, BookingActor>;

// ---- the API's answer ------------------------------------------------------------------------------

/**
 * One audit entry: who did what, to whom (target), when and from where (ip); for settings, which
 * fields of which section changed (secrets show as "changed"). `section` is the settings section,
 * or the entry's group for everything else.
 */
export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actor: z.object({ id: z.string().nullable(), name: z.string(), email: z.string() }),
  section: z.enum([...SETTINGS_SECTIONS, ...AUDIT_SECTIONS_OTHER]),
  action: z.enum(AUDIT_ACTIONS),
  target: z.string().nullable(),
  ip: z.string().nullable(),
  changes: z.array(z.object({ field: z.string(), from: z.unknown(), to: z.unknown() })),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/**
 * Why a staff sign-in failed, the entry's one change `reason` (from null to the reason): a wrong
 * password, an email no account has, an invitation not accepted yet (no password), or the right
 * password on a deactivated account. The caller's answer says no more than before.
 */
export const SIGN_IN_FAILURES = ['wrong-password', 'unknown-email', 'invitation-pending', 'deactivated'] as const;
export type SignInFailure = (typeof SIGN_IN_FAILURES)[number];

/** A failed sign-in's reason, when its entry has one (entries written before reasons were kept have none). */
export function signInFailureOf(entry: Pick<AuditEntry, 'action' | 'changes'>): SignInFailure | null {
  if (entry.action !== 'auth.sign-in-failed') return null;
  const reason = entry.changes.find((c) => c.field === 'reason')?.to;
  return (SIGN_IN_FAILURES as readonly unknown[]).includes(reason) ? (reason as SignInFailure) : null;
}
