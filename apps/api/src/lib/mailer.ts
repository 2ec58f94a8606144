import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { backoffMs } from '../jobs/runner.ts';
import {
  claimDueEmail,
  getAgency,
  agenciesWithDueWork,
  markEmailFailed,
  markEmailSent,
  type ClaimedEmail,
  type Database,
  type OutboxAttachment,
} from '@tripfront/db';

/** Attempts before a message is given up (the last retry waits about an hour). */
export const MAX_EMAIL_ATTEMPTS = 10;
/** How long a claimed message is reserved for its sender before another instance may retry it. */
export const EMAIL_LEASE_MS = 5 * 60 * 1000;
/** Messages one drain sends at most per agency, so one busy agency does not hold up the others. */
const BATCH_PER_TENANT = 20;

/** Wait after attempt `n` (1-based) failed: 30 s, 1 min, 2 min … capped at one hour. */
export function retryDelayMs(attempt: number): number {
  return backoffMs(attempt, { baseMs: 30_000, capMs: 60 * 60 * 1000 });
}

export interface OutgoingEmail {
  from: { name: string; address: string };
  replyTo?: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Stable per outbox row, so a receiving system can drop a duplicate after a crash mid-send. */
  messageId: string;
  /** Files made for this sending (a booking's voucher), never stored. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/**
 * Makes the documents an outbox message names (lib/email-attachments.ts): at send time, so the
 * outbox keeps what to attach and never the file. Throws when one cannot be made: the attempt fails
 * and is retried like any other.
 */
export type MakeAttachments = (tenantId: string, attachments: readonly OutboxAttachment[]) => Promise<MailAttachment[]>;

/** What actually delivers: nodemailer over SMTP in production, a fake in tests. */
export type SendEmail = (email: OutgoingEmail) => Promise<void>;

/** A failure that will not go away by retrying (SMTP 5xx: unknown mailbox, rejected content). */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

function messageOf(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').slice(0, 500);
}

export interface DrainOptions {
  db: Database;
  send: SendEmail;
  mailFrom: string;
  log?: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  now?: () => Date;
  /** Makes the documents a message names; without it such messages go without them. */
  attach?: MakeAttachments;
}

/**
 * Sends every due message of every agency once. Safe with several instances: each message is
 * claimed in its own short transaction (row lock with SKIP LOCKED plus a lease written into the
 * row), sent outside any transaction, then marked sent, or failed with the next retry time.
 */
export async function drainOutbox({ db, send, mailFrom, log, now = () => new Date(), attach }: DrainOptions): Promise<{ sent: number; failed: number }> {
  let sent = 0;
  let failed = 0;
  const domain = mailFrom.split('@')[1] ?? 'tripfront.invalid';
  // Only the agencies with an email due: one question for all of them (decision 0138).
  for (const { tenantId } of await agenciesWithDueWork(db, ['emails'], now())) {
    let sender: { name: string; replyTo: string } | null = null;
    for (let i = 0; i < BATCH_PER_TENANT; i++) {
      const claimedAt = now();
      const claim: ClaimedEmail | null = await db.withTenant(tenantId, (tx) =>
        claimDueEmail(tx, tenantId, claimedAt, new Date(claimedAt.getTime() + EMAIL_LEASE_MS)),
      );
      if (!claim) break;
      sender ??= await db.withTenant(tenantId, async (tx) => {
        const agency = (await getAgency(tx, tenantId))?.agency;
        return { name: agency?.agencyName ?? '', replyTo: agency?.contactEmailId ?? '' };
      });
      const attempt = claim.attempts + 1;
      try {
        const files = attach && claim.attachments.length > 0 ? await attach(tenantId, claim.attachments) : [];
        await send({
          from: { name: sender.name, address: mailFrom },
          ...(sender.replyTo ? { replyTo: sender.replyTo } : {}),
          to: claim.toAddress,
          subject: claim.subject,
          text: claim.text,
          html: claim.html,
          messageId: `<${claim.id}@${domain}>`,
          ...(files.length > 0 ? { attachments: files } : {}),
        });
        await db.withTenant(tenantId, (tx) => markEmailSent(tx, tenantId, claim.id, now()));
        sent++;
      } catch (error) {
        failed++;
        const giveUp = isPermanent(error) || attempt >= MAX_EMAIL_ATTEMPTS;
        const message = messageOf(error);
        await db.withTenant(tenantId, (tx) =>
          markEmailFailed(
            tx,
            tenantId,
            claim.id,
            { attempts: attempt, retryAt: giveUp ? null : new Date(now().getTime() + retryDelayMs(attempt)), message },
            now(),
          ),
        );
        const line = `email ${claim.id} attempt ${attempt} failed: ${message}`;
        if (giveUp) log?.error(`${line}; giving up`);
        else log?.warn(line);
      }
    }
  }
  return { sent, failed };
}

/** nodemailer over SMTP; data: URL images (a raster logo) become inline attachments. */
export function smtpSender(smtpUrl: string): { send: SendEmail; close(): void } {
  const transport = nodemailer.createTransport(smtpUrl, {
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  } as nodemailer.TransportOptions);
  return {
    send: async (email) => {
      await transport.sendMail({ ...email, attachDataUrls: true });
    },
    close: () => transport.close(),
  };
}
