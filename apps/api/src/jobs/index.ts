import type { FastifyInstance } from 'fastify';
import { enqueueJob } from '@tripfront/db';
import { smtpSender } from '../lib/mailer.ts';
import { bookingRecoveryJob } from './booking-recovery.ts';
import { contentPublicationJob } from './content-publication.ts';
import { emailDeliveryJob } from './email-delivery.ts';
import { exchangeRatesJob } from './exchange-rates.ts';
import { paymentEventJob } from './payment-events.ts';
import { retentionJob } from './retention.ts';
import { subscriptionEventJob } from './subscription-events.ts';
import { createJobRunner, type JobDefinition, type JobRunner } from './runner.ts';

/**
 * The app's jobs on the shared queue (decision 0080): email delivery (with SMTP_URL), booking
 * recovery, retention, exchange rates (with EXCHANGE_RATES_URL), payment events (Stripe
 * webhooks) and scheduled content going public. With JOBS=on (the default) this instance's runner starts when the server is ready and
 * stops on close, waiting for the runs in progress; with JOBS=off it runs nothing (other instances
 * do the work).
 */
export function registerJobs(app: FastifyInstance, clock: () => Date = () => new Date()): { jobs: JobDefinition[]; runner: JobRunner } {
  const { config, db } = app.deps;
  const smtp = config.SMTP_URL ? smtpSender(config.SMTP_URL) : null;
  if (!smtp) app.log.info('SMTP_URL is not set: emails stay in the outbox (readable at /dev/mail outside production)');
  const recovery = bookingRecoveryJob(app);
  const rates = exchangeRatesJob(app);
  const jobs = [
    recovery,
    retentionJob(db, config, app.log),
    paymentEventJob(app),
    subscriptionEventJob(app),
    contentPublicationJob(app),
    ...(smtp ? [emailDeliveryJob(app, smtp.send, clock)] : []),
    ...(rates ? [rates] : []),
  ];
  const runner = createJobRunner({ db, jobs, pollMs: config.JOBS_POLL_MS, log: app.log, clock });
  if (config.JOBS) {
    app.addHook('onReady', async () => {
      // Without an interval, recovery runs when an instance starts (as a one-off run on the queue).
      if (!recovery.everySeconds) await enqueueJob(db, { name: recovery.name, runAt: clock(), maxAttempts: 1 });
      // Exchange rates are fetched when an instance starts too, in the background like every run.
      if (rates) await enqueueJob(db, { name: rates.name, runAt: clock(), maxAttempts: 1 });
      runner.start();
    });
  }
  app.addHook('onClose', async () => {
    await runner.stop();
    smtp?.close();
  });
  return { jobs, runner };
}
