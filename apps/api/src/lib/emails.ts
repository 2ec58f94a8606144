import { formatMoney, themeColors, type Agency } from '@tripfront/domain';
import type { OutboxMessage } from '@tripfront/db';
import type { CancellationTerms } from '@tripfront/domain/booking/refund';
import type { ConfirmationFacts } from '../booking/product.ts';
import { cancellationPolicy } from '../booking/policy.ts';
import { EMAIL_TEXTS, emailTexts, refundTexts, type EmailTexts } from './email-texts.ts';
import { escapeHtml } from './html.ts';

/** A logo mail clients can show: an http(s) image, or a raster data: URL (sent as an inline attachment). SVG is not shown by most clients. */
function emailLogo(logo: string): string | null {
  if (/^https?:\/\//i.test(logo)) return logo;
  if (/^data:image\/(png|jpeg|gif);base64,/i.test(logo)) return logo;
  return null;
}

/**
 * An email in the agency's branding: its logo (when a mail client can show it) and name, its
 * primary colour for the top rule and, made readable (WCAG AA), for the button (with black or white
 * text by the spec §9 brightness rule; domain/theme.ts), a button to `link`, and the agency's contact address. HTML and text parts say
 * the same.
 */
export function branded(
  agency: Agency,
  to: string,
  subject: string,
  intro: string,
  action: string,
  link: string,
  outro: string,
  page: { lang: string; dir: 'ltr' | 'rtl' } = { lang: 'en', dir: 'ltr' },
): OutboxMessage {
  const { primary, foreground, solid } = themeColors(agency.primaryColor);
  const name = escapeHtml(agency.agencyName);
  const logo = emailLogo(agency.logo);
  const contact = agency.contactEmailId;
  const header = logo
    ? `<img src="${escapeHtml(logo)}" alt="${name}" height="40" style="display:block;max-height:40px;border:0">`
    : `<p style="font-size:20px;font-weight:700;margin:0">${name}</p>`;
  const html = `<!doctype html><html lang="${escapeHtml(page.lang)}" dir="${page.dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:system-ui,-apple-system,'Segoe UI',sans-serif;color:#212529;margin:0;padding:24px;background:#f1f3f5">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;margin:auto;background:#ffffff;border-radius:8px;border-top:6px solid ${primary}">
<tr><td style="padding:24px 24px 0">${header}</td></tr>
<tr><td style="padding:16px 24px 24px"><p style="font-size:16px;line-height:1.5">${escapeHtml(intro)}</p>
<p style="margin:24px 0"><a href="${escapeHtml(link)}" style="display:inline-block;background:${solid};color:${foreground};padding:12px 20px;border-radius:6px;font-weight:600;text-decoration:none">${escapeHtml(action)}</a></p>
<p style="font-size:14px;color:#495057;line-height:1.5">${escapeHtml(outro)}</p>
<p style="font-size:13px;color:#495057;word-break:break-all">${escapeHtml(link)}</p></td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #e9ecef;font-size:12px;color:#6c757d">${name}${contact ? ` · <a href="mailto:${escapeHtml(contact)}" style="color:#495057">${escapeHtml(contact)}</a>` : ''}</td></tr>
</table></body></html>`;
  const text = `${agency.agencyName}\n\n${intro}\n\n${action}: ${link}\n\n${outro}\n\n-- \n${agency.agencyName}${contact ? ` · ${contact}` : ''}\n`;
  return { toAddress: to, subject, text, html };
}

export function verificationEmail(agency: Agency, to: string, link: string): OutboxMessage {
  return branded(
    agency,
    to,
    `Confirm your email for ${agency.agencyName}`,
    'Welcome! Please confirm your email address to finish creating your account.',
    'Confirm my email',
    link,
    'The link works for 24 hours. If you did not sign up, you can ignore this email.',
  );
}

export function passwordResetEmail(agency: Agency, to: string, link: string): OutboxMessage {
  return branded(
    agency,
    to,
    `Reset your ${agency.agencyName} password`,
    'We received a request to reset your password.',
    'Choose a new password',
    link,
    'The link works for one hour and only once. If you did not ask for it, you can ignore this email.',
  );
}

/** Find my booking (decision 0104), a guest's booking: a single-use link that opens it. */
export function bookingAccessEmail(agency: Agency, to: string, reference: string, link: string): OutboxMessage {
  return branded(
    agency,
    to,
    `Your booking ${reference} with ${agency.agencyName}`,
    `Here is the link to your booking ${reference}, as you asked.`,
    'Open my booking',
    link,
    'The link works for 30 minutes and only once. If you did not ask for it, you can ignore this email.',
  );
}

/** Find my booking (decision 0104), a booking of an account: it is read after signing in. */
export function bookingSignInEmail(agency: Agency, to: string, reference: string, link: string): OutboxMessage {
  return branded(
    agency,
    to,
    `Your booking ${reference} with ${agency.agencyName}`,
    `Your booking ${reference} is in your ${agency.agencyName} account. Log in to see and manage it.`,
    'Log in',
    link,
    'If you did not ask for this, you can ignore this email.',
  );
}

const utcDate = (iso: string) => new Date(`${iso.slice(0, 10)}T00:00:00Z`);

/** 'Mar 1 – 5, 2027' / '1–5 mars 2027': a booking's dates in the locale (calendar dates, read in UTC). */
function dateRange(locale: string, startDate: string, endDate: string): string {
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  return startDate.slice(0, 10) === endDate.slice(0, 10) ? format.format(utcDate(startDate)) : format.formatRange(utcDate(startDate), utcDate(endDate));
}

/** The product part of the confirmation, in the language of `texts`. */
function productLines(texts: EmailTexts, facts: ConfirmationFacts, dates: { startDate: string; endDate: string }): { what: string; lines: string } {
  const words = texts.confirmation;
  const range = dateRange(texts.locale, dates.startDate, dates.endDate);
  switch (facts.product) {
    case 'hotel':
      return { what: facts.name, lines: words.hotel({ dates: range, nights: facts.nights, room: facts.room }) };
    case 'flight': {
      // A one-way flight has no return date to show: its end date is the arrival.
      const flightDates = facts.trip === 'oneWay' ? dateRange(texts.locale, dates.startDate, dates.startDate) : range;
      const lines = words.flight({ trip: facts.trip, dates: flightDates, airline: facts.airline, fareBrand: facts.fareBrand, passengers: facts.passengers });
      return { what: facts.route, lines: facts.recordLocator ? `${lines} ${words.recordLocator(facts.recordLocator)}` : lines };
    }
    case 'activity':
      return {
        what: facts.title,
        lines: words.activity({
          date: dateRange(texts.locale, facts.date, facts.date),
          time: facts.time,
          meetingPoint: facts.meetingPoint,
          participants: facts.participants,
        }),
      };
    case 'car': {
      const lines = words.car({ dates: range, pickup: facts.pickup, dropoff: facts.dropoff, supplier: facts.supplier, driver: facts.driver });
      return { what: facts.title, lines: facts.confirmationNumber ? `${lines} ${words.carConfirmation(facts.confirmationNumber)}` : lines };
    }
    case 'resort':
      return {
        what: facts.name,
        lines: words.resort({ dates: range, nights: facts.nights, room: facts.room, guests: facts.guests, holdReference: facts.referenceNumber }),
      };
    case 'cruise':
      return {
        what: facts.title,
        lines: words.cruise({ dates: range, ship: facts.ship, nights: facts.nights, cabin: words.cabins[facts.cabin], guests: facts.guests }),
      };
  }
}

/**
 * Booking confirmation (issues #7, #17), for every product, in the booker's language (chosen at
 * checkout, kept on the booking): reference, what was booked and when (the facts the product's
 * adapter gives, worded here), total and cancellation terms; the button opens My Trips.
 */
export function bookingConfirmationEmail(
  agency: Agency,
  to: string,
  booking: {
    reference: string;
    facts: ConfirmationFacts;
    dates: { startDate: string; endDate: string };
    total: { amount: number; currency: string };
    terms: CancellationTerms;
    language: string;
    /** A stay's special requests (decision 0102), null when none. */
    specialRequests?: string | null;
  },
  link: string,
): OutboxMessage {
  const texts = emailTexts(booking.language);
  const words = texts.confirmation;
  const { what, lines } = productLines(texts, booking.facts, booking.dates);
  const total = formatMoney({ amountMinor: booking.total.amount, currency: booking.total.currency }, { locale: texts.locale });
  const requests = booking.specialRequests ? ` ${words.specialRequests(booking.specialRequests)}` : '';
  const inLocale = (due: { amount: number; currency: string }) => formatMoney({ amountMinor: due.amount, currency: due.currency }, { locale: texts.locale });
  const due = booking.facts.product === 'hotel' && booking.facts.dueAtProperty ? booking.facts.dueAtProperty : null;
  const atProperty = due ? ` ${words.dueAtProperty(inLocale(due))}` : '';
  // A car paid at pick-up (decision 0112): nothing was paid, its price is due at the counter.
  const atPickup = booking.facts.product === 'car' && booking.facts.dueAtPickup ? booking.facts.dueAtPickup : null;
  const paid = atPickup ? words.dueAtPickup(inLocale(atPickup)) : words.total(total);
  const intro = `${words.intro(what, booking.reference)} ${lines}${requests} ${paid}${atProperty}`;
  // The terms as every page words them (decision 0097): the same sentence, in the booker's language.
  const terms = cancellationPolicy(booking.terms, { language: booking.language, currency: booking.total.currency }).description;
  return branded(agency, to, words.subject(what, booking.reference), intro, words.viewTrips, link, terms, {
    lang: booking.language in EMAIL_TEXTS ? booking.language : 'en',
    dir: texts.dir,
  });
}

/**
 * A booking cancelled (decision 0084), in the booker's language: what was cancelled and the refund
 * actually made (the amount the cancel route recorded, by the refund rule), none, or one that
 * failed and is left to staff; the button opens My Trips.
 */
export function bookingCancellationEmail(
  agency: Agency,
  to: string,
  booking: {
    reference: string;
    title: string;
    refund: { amount: number; currency: string };
    refundStatus: 'refunded' | 'not_refundable' | 'failed';
    language: string;
    /** Nothing was charged for it (a car paid at pick-up, decision 0112): the email says so rather than "no refund is due". */
    nothingCharged?: boolean;
  },
  link: string,
): OutboxMessage {
  const texts = emailTexts(booking.language);
  const words = refundTexts(booking.language);
  const amount = formatMoney({ amountMinor: booking.refund.amount, currency: booking.refund.currency }, { locale: texts.locale });
  const refund =
    booking.refund.amount > 0
      ? booking.refundStatus === 'failed'
        ? words.refundFailed(amount)
        : words.refunded(amount)
      : booking.nothingCharged
        ? words.nothingCharged
        : words.notRefunded;
  return branded(
    agency,
    to,
    words.subject(booking.title, booking.reference),
    `${words.intro(booking.title, booking.reference)} ${refund}`,
    texts.confirmation.viewTrips,
    link,
    '',
    { lang: booking.language in EMAIL_TEXTS ? booking.language : 'en', dir: texts.dir },
  );
}

/** A copy of a support request an agent filed (issue #15), to the agency's contact email. */
export function supportRequestEmail(
  agency: Agency,
  to: string,
  request: { reference: string; subject: string; message: string; contactName: string; contactEmail: string; contactPhone: string },
  link: string,
): OutboxMessage {
  const who = [request.contactName, request.contactEmail, request.contactPhone].filter(Boolean).join(', ');
  return branded(
    agency,
    to,
    `Support request ${request.reference}: ${request.subject}`,
    `${who} filed support request ${request.reference} with the platform operator: "${request.subject}". ${request.message}`,
    'Open Support',
    link,
    'The platform operator answers at the contact details given in the request.',
  );
}

/** An invitation to the agency's site (issue #16): the link sets a password and signs the person in. */
export function invitationEmail(agency: Agency, to: string, link: string, asAgent: boolean, inviter: string): OutboxMessage {
  const what = asAgent ? `join ${agency.agencyName} as a travel agent` : `create your ${agency.agencyName} account`;
  return branded(
    agency,
    to,
    asAgent ? `You are invited to join ${agency.agencyName}` : `Your ${agency.agencyName} account is ready`,
    `${inviter ? `${inviter} invited you` : 'You are invited'} to ${what}. Choose a password to get started.`,
    'Accept the invitation',
    link,
    'The link works for 7 days and only once. If you did not expect this email, you can ignore it.',
  );
}

/** The agency's answer to an application that was not accepted, with its reason (issue #16). */
export function applicationRejectedEmail(agency: Agency, to: string, reason: string, link: string): OutboxMessage {
  return branded(
    agency,
    to,
    `Your application to ${agency.agencyName}`,
    `Thank you for applying to become a travel agent with ${agency.agencyName}. We are unable to accept your application at this time. Reason: ${reason}`,
    `Visit ${agency.agencyName}`,
    link,
    'You are welcome to apply again later.',
  );
}
