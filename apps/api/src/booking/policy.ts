import type { FastifyRequest } from 'fastify';
import type { LanguageCode } from '@tripfront/domain';
import { termsSentence } from '@tripfront/domain/booking/cancellation-terms';
import type { CancellationPolicy } from '@tripfront/domain/booking/hotel-api';
import { isFreeCancellation, refundFor, type CancellationTerms } from '@tripfront/domain/booking/refund';
import { interfaceLanguage } from '@tripfront/domain/navigation/language';

/** How the terms are worded: for when, in which language, and the booking's currency (a fare's fee). */
export interface PolicyContext {
  now?: Date;
  language?: string | null | undefined;
  currency?: string;
}

/**
 * A product's cancellation terms for an offer, a hold, a booking and the confirmation email: the
 * state and the one sentence of domain/booking/cancellation-terms.ts (decision 0097), so every page
 * and the email say the same; a deadline already past reads as non-refundable.
 */
export function cancellationPolicy(terms: CancellationTerms, { now = new Date(), language, currency }: PolicyContext = {}): CancellationPolicy {
  const description = termsSentence(terms, { now, language, ...(currency ? { currency } : {}) });
  const until = terms.freeCancellationUntil;
  if (until && isFreeCancellation(terms, now)) return { refundable: true, freeCancellationUntil: until, description };
  // A cruise's tiers: refundable while one still refunds something.
  const refundable = refundFor(terms, { amountMinor: 10_000, currency: 'XXX' }, now).kind !== 'none';
  return { refundable, freeCancellationUntil: null, description };
}

/**
 * The language the server words terms in for this request: the interface language (Accept-Language,
 * the page's language) among the agency's, else the signed-in traveller's, else the agency's default.
 * A booking's emails keep the booker's language instead (bookerLanguage, checkout.ts).
 */
export function requestLanguage(request: FastifyRequest): LanguageCode {
  const { agency } = request.tenant;
  return interfaceLanguage({
    userLanguage: request.auth?.user.language,
    acceptLanguage: request.headers['accept-language'],
    offered: agency.languages.map((l) => l.code),
    agencyDefault: agency.defaultLanguage,
  });
}
