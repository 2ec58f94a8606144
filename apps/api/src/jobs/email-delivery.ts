import type { FastifyInstance } from 'fastify';
import { onEmailQueued } from '@tripfront/db';
import { emailAttachments } from '../lib/email-attachments.ts';
import { drainOutbox, type SendEmail } from '../lib/mailer.ts';
import type { JobDefinition } from './runner.ts';

/**
 * Email delivery: sends the outbox's due messages of every agency (lib/mailer.ts drainOutbox), once
 * per EMAIL_DELIVERY_INTERVAL_S across instances. Each message keeps its own attempts and next
 * attempt in the outbox; a failed pass is the next slot's work. A new email wakes it at the next
 * poll (JOBS_POLL_MS) rather than the next slot.
 */
export function emailDeliveryJob(app: FastifyInstance, send: SendEmail, clock: () => Date): JobDefinition {
  const { config, db } = app.deps;
  const attach = emailAttachments(app);
  return {
    name: 'email.delivery',
    everySeconds: config.EMAIL_DELIVERY_INTERVAL_S,
    maxAttempts: 1,
    wakeOn: onEmailQueued,
    run: async () => {
      await drainOutbox({ db, send, mailFrom: config.MAIL_FROM, log: app.log, now: clock, attach });
    },
  };
}
