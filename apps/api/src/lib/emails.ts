import { formatMoney, type Agency, type LanguageCode } from '@tripfront/domain';
import type { OutboxMessage } from '@tripfront/db';
import type { CancellationTerms } from '@tripfront/domain/booking/refund';
import { recipientLanguage } from '@tripfront/domain/email-language';
import type { ConfirmationFacts } from '../booking/product.ts';
import { cancellationPolicy } from '../booking/policy.ts';
import { renderEmail } from '../emails/render.ts';
import { MAIL_TEXTS } from '../emails/texts.ts';
import { emailTexts, refundTexts, type EmailTexts } from './email-texts.ts';

// Every email the platform sends, each in its recipient's language (recipientLanguage: their stored
// language, else the agency's default; a booking's keep the booker's, chosen at checkout) and in
// the agency's branding (emails/layout.tsx, rendered with React Email; decision 0115).

/** Who an email is for: the address, the name it greets ('' for none) and the language it is written in. */
export interface Recipient {
  email: string;
  name: string;
  language: LanguageCode;
}

/** A recipient from what is stored of them: their language when it is an interface language, else the agency's default. */
export const recipientOf = (agency: Agency, person: { email: string; name: string; language?: string | null }): Recipient => ({
  email: person.email,
  name: person.name,
  language: recipientLanguage(person.language, agency.defaultLanguage),
});

/** An account holder as a recipient: greeted by first name, in their stored language. */
export const userRecipient = (agency: Agency, user: { email: string; firstName: string; language: string }): Recipient =>
  recipientOf(agency, { email: user.email, name: user.firstName, language: user.language });

export function verificationEmail(agency: Agency, to: Recipient, link: string): Promise<OutboxMessage> {
  const t = MAIL_TEXTS[to.language];
  const w = t.verification;
  return renderEmail(agency, to.email, {
    language: to.language,
    subject: w.subject(agency.agencyName),
    greeting: t.greeting(to.name),
    paragraphs: [w.intro],
    action: { label: w.action, href: link },
    outro: w.outro,
  });
}

export function passwordResetEmail(agency: Agency, to: Recipient, link: string): Promise<OutboxMessage> {
  const t = MAIL_TEXTS[to.language];
  const w = t.passwordReset;
  return renderEmail(agency, to.email, {
    language: to.language,
    subject: w.subject(agency.agencyName),
    greeting: t.greeting(to.name),
    paragraphs: [w.intro],
    action: { label: w.action, href: link },
    outro: w.outro,
  });
}

/** Find my booking (decision 0104), a guest's booking: a single-use link that opens it. */
export function bookingAccessEmail(agency: Agency, to: Recipient, reference: string, link: string): Promise<OutboxMessage> {
  const t = MAIL_TEXTS[to.language];
  const w = t.bookingAccess;
  return renderEmail(agency, to.email, {
    language: to.language,
    subject: w.subject(reference, agency.agencyName),
    greeting: t.greeting(to.name),
    paragraphs: [w.intro(reference)],
    action: { label: w.action, href: link },
    outro: w.outro,
  });
}

/** Find my booking (decision 0104), a booking of an account: it is read after signing in. */
export function bookingSignInEmail(agency: Agency, to: Recipient, reference: string, link: string): Promise<OutboxMessage> {
  const t = MAIL_TEXTS[to.language];
  const w = t.bookingSignIn;
  return renderEmail(agency, to.email, {
    language: to.language,
    subject: w.subject(reference, agency.agencyName),
    greeting: t.greeting(to.name),
    paragraphs: [w.intro(reference, agency.agencyName)],
    action: { label: w.action, href: link },
    outro: w.outro,
  });
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
    /** The booker's first name, for the greeting. */
    name: string;
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
): Promise<OutboxMessage> {
  const language = recipientLanguage(booking.language, agency.defaultLanguage);
  const texts = emailTexts(language);
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
  // The terms as every page words them (decision 0097): the same sentence, in the booker's language.
  const terms = cancellationPolicy(booking.terms, { language, currency: booking.total.currency }).description;
  return renderEmail(agency, to, {
    language,
    subject: words.subject(what, booking.reference),
    greeting: MAIL_TEXTS[language].greeting(booking.name),
    paragraphs: [`${words.intro(what, booking.reference)} ${lines}${requests} ${paid}${atProperty}`],
    action: { label: words.viewTrips, href: link },
    outro: terms,
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
    /** The booker's first name, for the greeting. */
    name: string;
    reference: string;
    title: string;
    refund: { amount: number; currency: string };
    refundStatus: 'refunded' | 'not_refundable' | 'failed';
    language: string;
    /** Nothing was charged for it (a car paid at pick-up, decision 0112): the email says so rather than "no refund is due". */
    nothingCharged?: boolean;
  },
  link: string,
): Promise<OutboxMessage> {
  const language = recipientLanguage(booking.language, agency.defaultLanguage);
  const texts = emailTexts(language);
  const words = refundTexts(language);
  const amount = formatMoney({ amountMinor: booking.refund.amount, currency: booking.refund.currency }, { locale: texts.locale });
  const refund =
    booking.refund.amount > 0
      ? booking.refundStatus === 'failed'
        ? words.refundFailed(amount)
        : words.refunded(amount)
      : booking.nothingCharged
        ? words.nothingCharged
        : words.notRefunded;
  return renderEmail(agency, to, {
    language,
    subject: words.subject(booking.title, booking.reference),
    greeting: MAIL_TEXTS[language].greeting(booking.name),
    paragraphs: [`${words.intro(booking.title, booking.reference)} ${refund}`],
    action: { label: texts.confirmation.viewTrips, href: link },
    outro: '',
  });
}

/** A copy of a support request an agent filed (issue #15), to the agency's contact email, in the agency's default language. */
export function supportRequestEmail(
  agency: Agency,
  to: Recipient,
  request: { reference: string; subject: string; message: string; contactName: string; contactEmail: string; contactPhone: string },
  link: string,
): Promise<OutboxMessage> {
  const t = MAIL_TEXTS[to.language];
  const w = t.supportRequest;
  const who = [request.contactName, request.contactEmail, request.contactPhone].filter(Boolean).join(', ');
  return renderEmail(agency, to.email, {
    language: to.language,
    subject: w.subject(request.reference, request.subject),
    greeting: t.greeting(to.name),
    paragraphs: [w.intro({ who, reference: request.reference, subject: request.subject }), request.message],
    action: { label: w.action, href: link },
    outro: w.outro,
  });
}

/** An invitation to the agency's site (issue #16): the link sets a password and signs the person in. */
export function invitationEmail(agency: Agency, to: Recipient, link: string, asAgent: boolean, inviter: string): Promise<OutboxMessage> {
  const t = MAIL_TEXTS[to.language];
  const w = t.invitation;
  return renderEmail(agency, to.email, {
    language: to.language,
    subject: w.subject(agency.agencyName, asAgent),
    greeting: t.greeting(to.name),
    paragraphs: [w.intro({ inviter, agency: agency.agencyName, asAgent })],
    action: { label: w.action, href: link },
    outro: w.outro,
  });
}

/** The agency's answer to an application that was not accepted, with its reason (issue #16). */
export function applicationRejectedEmail(agency: Agency, to: Recipient, reason: string, link: string): Promise<OutboxMessage> {
  const t = MAIL_TEXTS[to.language];
  const w = t.applicationRejected;
  return renderEmail(agency, to.email, {
    language: to.language,
    subject: w.subject(agency.agencyName),
    greeting: t.greeting(to.name),
    paragraphs: [w.intro(agency.agencyName), w.reason(reason)],
    action: { label: w.action(agency.agencyName), href: link },
    outro: w.outro,
  });
}

/**
 * An agent's proposal to a client (decision 0118), in the proposal's language: who prepared it,
 * how many offers, the agent's own message as written, the last day to answer; the button opens it.
 */
export function proposalEmail(
  agency: Agency,
  to: Recipient,
  proposal: { title: string; agent: string; message: string; count: number; expiresAt: Date | null },
  link: string,
): Promise<OutboxMessage> {
  const t = MAIL_TEXTS[to.language];
  const w = t.proposal;
  const locale = emailTexts(to.language).locale;
  const expires = proposal.expiresAt ? w.expires(new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(proposal.expiresAt)) : '';
  return renderEmail(agency, to.email, {
    language: to.language,
    subject: w.subject(agency.agencyName, proposal.title),
    greeting: t.greeting(to.name),
    paragraphs: [w.intro({ agent: proposal.agent, agency: agency.agencyName, count: proposal.count }), proposal.message, expires].filter((p) => p !== ''),
    action: { label: w.action, href: link },
    outro: w.outro,
  });
}

/** To the agent: their client declined a proposal, with the reason they gave (decision 0118). */
export function proposalDeclinedEmail(
  agency: Agency,
  to: Recipient,
  proposal: { reference: string; client: string; reason: string },
  link: string,
): Promise<OutboxMessage> {
  const t = MAIL_TEXTS[to.language];
  const w = t.proposalDeclined;
  return renderEmail(agency, to.email, {
    language: to.language,
    subject: w.subject(proposal.reference),
    greeting: t.greeting(to.name),
    paragraphs: [w.intro({ client: proposal.client, reference: proposal.reference }), ...(proposal.reason ? [w.reason(proposal.reason)] : [])],
    action: { label: w.action, href: link },
    outro: w.outro,
  });
}
