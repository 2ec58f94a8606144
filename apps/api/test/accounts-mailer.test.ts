import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { findTenantIdByHost, schema } from '@tripfront/db';
import { contrastRatio } from '@tripfront/domain/theme';
import { drainOutbox, MAX_EMAIL_ATTEMPTS, type OutgoingEmail } from '../src/lib/mailer.ts';
import { createTestApp, NORDIC, SUNRISE, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ loginLimits: { perAccount: 50, perIp: 500, windowSeconds: 60 } });
});
afterAll(() => t.close());

const forgot = (host: string, email: string) => t.call(host, { method: 'POST', url: '/api/user/forgot-password', payload: { email } });
interface OutboxEntry {
  id: string;
  toAddress: string;
  subject: string;
  text: string;
  html: string;
  delivery: { status: string; attempts: number; retryAt: string | null; lastError: string | null };
}
const outbox = async (host: string) => (await t.call(host, { method: 'GET', url: '/api/dev/outbox' })).json() as { smtp: boolean; data: OutboxEntry[] };

/** Drains everything currently due; `send` decides what happens to each message. */
const drain = (send: (email: OutgoingEmail) => Promise<void>, now?: Date) =>
  drainOutbox({ db: t.db, send, mailFrom: 'no-reply@mail.tripfront.example', ...(now ? { now: () => now } : {}) });

describe('outbox sender', () => {
  it('sends each message once with the agency as sender, even with two senders draining at the same time', async () => {
    await drain(async () => {}); // whatever the seed or other tests queued
    await forgot(SUNRISE, 'traveller@sunrise-travel.example');
    await forgot(NORDIC, 'traveller@nordlys.example');
    const delivered: OutgoingEmail[] = [];
    const send = async (email: OutgoingEmail) => {
      await new Promise((r) => setTimeout(r, 20));
      delivered.push(email);
    };
    const [a, b] = await Promise.all([drain(send), drain(send)]);
    expect(a.sent + b.sent).toBe(2);
    expect(delivered.map((e) => e.to).sort()).toEqual(['traveller@nordlys.example', 'traveller@sunrise-travel.example']);
    const sunrise = delivered.find((e) => e.to === 'traveller@sunrise-travel.example')!;
    expect(sunrise.from).toEqual({ name: 'Sunrise Travel', address: 'no-reply@mail.tripfront.example' });
    expect(sunrise.messageId).toMatch(/^<[0-9a-f-]{36}@mail\.tripfront\.example>$/);
    expect((await drain(send)).sent).toBe(0);
    const [entry] = (await outbox(SUNRISE)).data;
    expect(entry!.delivery).toMatchObject({ status: 'sent', lastError: null });
  });

  it('retries a failed message with growing waits, and gives up after the last attempt', async () => {
    await forgot(SUNRISE, 'admin@sunrise-travel.example');
    const start = new Date();
    const failing = async () => {
      throw new Error('connect ECONNREFUSED 127.0.0.1:25');
    };
    expect(await drain(failing, start)).toEqual({ sent: 0, failed: 1 });
    let [entry] = (await outbox(SUNRISE)).data;
    expect(entry!.delivery).toMatchObject({ status: 'retrying', attempts: 1, lastError: 'connect ECONNREFUSED 127.0.0.1:25' });
    const firstWait = new Date(entry!.delivery.retryAt!).getTime() - start.getTime();
    expect(firstWait).toBe(30_000);
    // Not due yet: nothing happens.
    expect(await drain(failing, new Date(start.getTime() + 29_000))).toEqual({ sent: 0, failed: 0 });
    // Fail on, each time when due, until the sender gives up.
    let now = start;
    for (let attempt = 2; attempt <= MAX_EMAIL_ATTEMPTS; attempt++) {
      [entry] = (await outbox(SUNRISE)).data;
      const previousWait = new Date(entry!.delivery.retryAt!).getTime() - now.getTime();
      now = new Date(entry!.delivery.retryAt!);
      expect(await drain(failing, now)).toEqual({ sent: 0, failed: 1 });
      [entry] = (await outbox(SUNRISE)).data;
      if (attempt < MAX_EMAIL_ATTEMPTS) expect(new Date(entry!.delivery.retryAt!).getTime() - now.getTime()).toBeGreaterThanOrEqual(previousWait);
    }
    expect(entry!.delivery).toMatchObject({ status: 'failed', attempts: MAX_EMAIL_ATTEMPTS, retryAt: null });
    expect(await drain(async () => {}, new Date(now.getTime() + 86_400_000))).toEqual({ sent: 0, failed: 0 });
  });

  it('gives up at once on a permanent SMTP refusal (5xx)', async () => {
    await forgot(SUNRISE, 'sales@sunrise-travel.example');
    const refused = Object.assign(new Error('550 5.1.1 mailbox unavailable'), { responseCode: 550 });
    await drain(async () => {
      throw refused;
    });
    expect((await outbox(SUNRISE)).data[0]!.delivery).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it('does not hand a message that another sender is sending (leased) to a second sender', async () => {
    await forgot(SUNRISE, 'owner@sunrise-travel.example');
    let release!: () => void;
    const slow = drain(() => new Promise<void>((resolve) => (release = resolve)));
    await new Promise((r) => setTimeout(r, 200));
    const second: string[] = [];
    expect((await drain(async (e) => void second.push(e.to))).sent).toBe(0);
    release();
    expect((await slow).sent).toBe(1);
    expect(second).toEqual([]);
  });
});

describe('branded emails', () => {
  it("carry the agency's name, logo (when mail clients can show it), colour and readable button text in both parts", async () => {
    await forgot(NORDIC, 'admin@nordlys.example');
    const mail = (await outbox(NORDIC)).data.find((m) => m.toAddress === 'admin@nordlys.example')!;
    // Nordlys's accounts keep its default language, Swedish.
    expect(mail.subject).toBe('Återställ ditt lösenord för Nordlys Reiser');
    // Nordlys yellow is bright: the button text is black (spec §9 brightness rule).
    expect(mail.html).toContain('background:#ffd43b;color:#000000');
    expect(mail.html).toContain('border-top:6px solid #ffd43b');
    // The demo logos are SVG data URLs, which mail clients do not show: the name stands instead.
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('Nordlys Reiser');
    expect(mail.text).toMatch(/^Nordlys Reiser\n/);
    expect(mail.text).toMatch(/Välj ett nytt lösenord: http:\/\/nordic\.localhost:3000\/newPassword\?token=[A-Za-z0-9_-]{43}\n/);
  });

  it('make the button readable (WCAG AA) as the web app does: Sunrise orange under white text is deepened', async () => {
    await forgot(SUNRISE, 'traveller@sunrise-travel.example');
    const mail = (await outbox(SUNRISE)).data.find((m) => m.toAddress === 'traveller@sunrise-travel.example')!;
    expect(mail.html).toContain('border-top:6px solid #e8590c'); // the brand colour itself stays on the rule
    const [, background, text] = /background:(#[0-9a-f]{6});color:(#[0-9a-f]{6})/.exec(mail.html)!;
    expect(text).toBe('#ffffff');
    expect(contrastRatio(background!, text!)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#e8590c', '#ffffff')).toBeLessThan(4.5); // what the button had before
  });
});

describe('the language of account emails', () => {
  const setLanguage = async (email: string, language: string) => {
    const tenantId = (await findTenantIdByHost(t.db, 'sunrise.localhost'))!;
    await t.db.withTenant(tenantId, (tx) =>
      tx
        .update(schema.users)
        .set({ language })
        .where(and(eq(schema.users.tenantId, tenantId), eq(schema.users.email, email))),
    );
  };
  const resetMail = async (email: string) => {
    await forgot(SUNRISE, email);
    return (await outbox(SUNRISE)).data.find((m) => m.toAddress === email)!;
  };

  it("is the account's stored language: Arabic, right to left, greeting the person by name", async () => {
    await setLanguage('sales@sunrise-travel.example', 'ar');
    const mail = await resetMail('sales@sunrise-travel.example');
    expect(mail.subject).toBe('إعادة تعيين كلمة المرور لدى Sunrise Travel');
    expect(/<html[^>]*>/.exec(mail.html)![0]).toContain('dir="rtl"');
    expect(mail.text).toMatch(/\n\nمرحبًا [^\n]+،\n\n/);
    expect(mail.text).toMatch(/اختيار كلمة مرور جديدة: http:\/\/sunrise\.localhost:3000\/newPassword\?token=/);
  });

  it("is the agency's default when the stored language is not one of the interface languages", async () => {
    await setLanguage('owner@sunrise-travel.example', 'xx');
    const mail = await resetMail('owner@sunrise-travel.example');
    expect(mail.subject).toBe('Reset your Sunrise Travel password');
    expect(/<html[^>]*>/.exec(mail.html)![0]).toContain('lang="en"');
  });
});

describe('SMTP delivery', () => {
  it('delivers through the SMTP server named by SMTP_URL and marks the message sent', async () => {
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
        stream.on('end', () => {
          received.push(raw);
          callback();
        });
      },
    });
    server.listen(0, '127.0.0.1');
    await once(server.server, 'listening');
    const port = (server.server.address() as AddressInfo).port;
    const smtpApp = await createTestApp({ config: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'bookings@tripfront.example' } });
    try {
      await smtpApp.call(SUNRISE, { method: 'POST', url: '/api/user/forgot-password', payload: { email: 'traveller@sunrise-travel.example' } });
      const deadline = Date.now() + 15_000;
      while (received.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      expect(received).toHaveLength(1);
      expect(received[0]).toContain('From: Sunrise Travel <bookings@tripfront.example>');
      expect(received[0]).toContain('To: traveller@sunrise-travel.example');
      expect(received[0]).toContain('Subject: Reset your Sunrise Travel password');
      expect(received[0]).toContain('Content-Type: text/html');
      const list = (await smtpApp.call(SUNRISE, { method: 'GET', url: '/api/dev/outbox' })).json() as { smtp: boolean; data: OutboxEntry[] };
      expect(list.smtp).toBe(true);
      await expect
        .poll(async () => ((await smtpApp.call(SUNRISE, { method: 'GET', url: '/api/dev/outbox' })).json() as { data: OutboxEntry[] }).data[0]!.delivery.status)
        .toBe('sent');
    } finally {
      await smtpApp.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
