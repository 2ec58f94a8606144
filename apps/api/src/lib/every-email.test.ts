import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Agency, type LanguageCode } from '@tripfront/domain';
import type { OutboxMessage } from '@tripfront/db';
import { MAIL_TEXTS } from '../emails/texts.ts';
import {
  applicationRejectedEmail,
  bookingAccessEmail,
  bookingCancellationEmail,
  bookingConfirmationEmail,
  bookingSignInEmail,
  invitationEmail,
  passwordResetEmail,
  supportRequestEmail,
  verificationEmail,
} from './emails.ts';
import { EMAIL_TEXTS, refundTexts } from './email-texts.ts';

// Every email the platform sends, in each of the nine languages: its subject, the greeting by
// name, the link (as the button and written out), the page's language and direction, the agency's
// branding, and a text part that says the same.

const agency = { agencyName: 'Sunrise Travel', contactEmailId: 'hello@sunrise.example', logo: '', primaryColor: '#0b7285', defaultLanguage: 'en' } as Agency;
const LINK = 'https://sunrise.example/verify?token=abc&redirect=%2Ftrips';

interface Case {
  name: string;
  send: (language: LanguageCode) => Promise<OutboxMessage>;
  subject: (language: LanguageCode) => string;
}

const to = (language: LanguageCode) => ({ email: 'sam@example.com', name: 'Sam', language });
const mail = MAIL_TEXTS;
const CASES: Case[] = [
  { name: 'email confirmation', send: (l) => verificationEmail(agency, to(l), LINK), subject: (l) => mail[l].verification.subject('Sunrise Travel') },
  { name: 'password reset', send: (l) => passwordResetEmail(agency, to(l), LINK), subject: (l) => mail[l].passwordReset.subject('Sunrise Travel') },
  {
    name: 'find my booking (guest)',
    send: (l) => bookingAccessEmail(agency, to(l), 'TF-ABC123', LINK),
    subject: (l) => mail[l].bookingAccess.subject('TF-ABC123', 'Sunrise Travel'),
  },
  {
    name: 'find my booking (account)',
    send: (l) => bookingSignInEmail(agency, to(l), 'TF-ABC123', LINK),
    subject: (l) => mail[l].bookingSignIn.subject('TF-ABC123', 'Sunrise Travel'),
  },
  {
    name: 'invitation as an agent',
    send: (l) => invitationEmail(agency, to(l), LINK, true, 'Olu Ade'),
    subject: (l) => mail[l].invitation.subject('Sunrise Travel', true),
  },
  {
    name: 'invitation to an account',
    send: (l) => invitationEmail(agency, to(l), LINK, false, ''),
    subject: (l) => mail[l].invitation.subject('Sunrise Travel', false),
  },
  {
    name: 'application decision',
    send: (l) => applicationRejectedEmail(agency, to(l), 'Missing IATA number', LINK),
    subject: (l) => mail[l].applicationRejected.subject('Sunrise Travel'),
  },
  {
    name: 'support request copy',
    send: (l) =>
      supportRequestEmail(
        agency,
        to(l),
        { reference: 'SR-1', subject: 'Refund', message: 'Please call me.', contactName: 'Olu', contactEmail: 'olu@example.com', contactPhone: '' },
        LINK,
      ),
    subject: (l) => mail[l].supportRequest.subject('SR-1', 'Refund'),
  },
  {
    name: 'booking confirmation',
    send: (l) =>
      bookingConfirmationEmail(
        agency,
        'sam@example.com',
        {
          name: 'Sam',
          reference: 'TF-ABC123',
          facts: { product: 'hotel', name: 'Hôtel Lumière', nights: 3, room: 'Double Room' },
          dates: { startDate: '2099-03-01', endDate: '2099-03-04' },
          total: { amount: 123_456, currency: 'EUR' },
          terms: { refundable: false, freeCancellationUntil: null },
          language: l,
        },
        LINK,
      ),
    subject: (l) => EMAIL_TEXTS[l].confirmation.subject('Hôtel Lumière', 'TF-ABC123'),
  },
  {
    name: 'cancellation with the refund',
    send: (l) =>
      bookingCancellationEmail(
        agency,
        'sam@example.com',
        { name: 'Sam', reference: 'TF-ABC123', title: 'Hôtel Lumière', refund: { amount: 32_550, currency: 'EUR' }, refundStatus: 'refunded', language: l },
        LINK,
      ),
    subject: (l) => refundTexts(l).subject('Hôtel Lumière', 'TF-ABC123'),
  },
];

describe.each(CASES)('the $name email', ({ send, subject }) => {
  it.each(LANGUAGES)('in %s: subject, greeting, link, direction, branding and a text part', async (language) => {
    const message = await send(language);
    const greeting = MAIL_TEXTS[language].greeting('Sam');
    expect(message.subject).toBe(subject(language));
    if (language !== 'en') expect(message.subject).not.toBe(subject('en'));

    const tag = /<html[^>]*>/.exec(message.html)?.[0] ?? '';
    expect(tag).toContain(`lang="${language}"`);
    expect(tag).toContain(`dir="${language === 'ar' ? 'rtl' : 'ltr'}"`);
    expect(message.html).toContain(greeting);
    expect(message.html).toContain(`href="${LINK.replaceAll('&', '&amp;')}"`);
    expect(message.html).toContain('Sunrise Travel');
    expect(message.html).toContain('#0b7285');
    expect(message.html).toContain('mailto:hello@sunrise.example');

    expect(message.text.split('\n\n')[1]).toBe(greeting);
    expect(message.text).toContain(LINK);
    expect(message.text).toContain('hello@sunrise.example');
    expect(message.text).not.toContain('<');
  });
});

it('greets by name, and without one when none is known', () => {
  expect(MAIL_TEXTS.en.greeting('Sam')).toBe('Hello Sam,');
  expect(MAIL_TEXTS.en.greeting('')).toBe('Hello,');
  for (const language of LANGUAGES) expect(MAIL_TEXTS[language].greeting('')).not.toContain('undefined');
});

it('writes what a person typed as text, not markup', async () => {
  const message = await supportRequestEmail(
    agency,
    to('en'),
    { reference: 'SR-2', subject: '<script>x</script>', message: '<img src=x onerror=alert(1)>', contactName: 'Olu', contactEmail: '', contactPhone: '' },
    LINK,
  );
  expect(message.html).not.toContain('<script>x</script>');
  expect(message.html).not.toContain('<img src=x');
  expect(message.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
});

it('shows a logo mail clients can show (http or a raster data: URL), and the name instead of an SVG', async () => {
  const withLogo = (logo: string) => verificationEmail({ ...agency, logo }, to('en'), LINK);
  expect((await withLogo('https://cdn.example/logo.png')).html).toMatch(/<img[^>]*src="https:\/\/cdn\.example\/logo\.png"/);
  expect((await withLogo('data:image/png;base64,iVBORw0KGgo=')).html).toMatch(/<img[^>]*src="data:image\/png;base64,iVBORw0KGgo="/);
  const svg = await withLogo('data:image/svg+xml;base64,PHN2Zz4=');
  expect(svg.html).not.toContain('<img');
  expect(svg.html).toMatch(/<p[^>]*>Sunrise Travel<\/p>/);
});
