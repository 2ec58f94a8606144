import type { FastifyRequest } from 'fastify';
import { actorNameOf, auditGroupOf, type AuditAction, type AuditGroup } from '@tripfront/domain/audit';
import { insertAuditEntry, type AuditChange, type TenantTx } from '@tripfront/db';

// Writes one entry of the agency's audit log (decision 0082) inside the caller's transaction, so
// the entry and the change it records are committed together or not at all.

/** A signed-in person, or someone who typed an email (a failed sign-in). */
export interface AuditActor {
  id: string | null;
  firstName: string;
  lastName: string;
  email: string;
}

export interface AuditEvent {
  action: Exclude<AuditAction, 'settings.update' | 'booking.status'>;
  /** Whom or what it was done to: a person's email, a booking reference. */
  target: string | null;
  changes?: AuditChange[];
  /** The settings section it belongs to, for a settings action (the supplier accounts: 'product'; the content: 'website'); else the action's group. */
  section?: 'product' | 'website';
}

export async function recordAudit(tx: TenantTx, tenantId: string, request: FastifyRequest | null, actor: AuditActor, event: AuditEvent): Promise<void> {
  const section: AuditGroup | 'product' | 'website' = event.section ?? auditGroupOf(event.action);
  await insertAuditEntry(tx, tenantId, {
    userId: actor.id,
    actorName: actorNameOf(actor),
    actorEmail: actor.email,
    section,
    action: event.action,
    target: event.target,
    ip: request?.ip ?? null,
    changes: event.changes ?? [],
  });
}
