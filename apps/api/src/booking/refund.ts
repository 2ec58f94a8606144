import type { BookingRow } from '@tripfront/db';
import { formatMoney, type LanguageCode } from '@tripfront/domain';
import type { RefundPreview } from '@tripfront/domain/booking/bookings';
import { productOfService } from '@tripfront/domain/booking/products';
import { termsWords } from '@tripfront/domain/booking/cancellation-terms';
import { formatPlaceDateTime, formatPlaceDay } from '@tripfront/domain/booking/place-time';
import { refundFor, type CancellationTerms, type RefundQuote } from '@tripfront/domain/booking/refund';
import { emailTexts, refundTexts } from '../lib/email-texts.ts';
import { nothingCharged } from './no-card.ts';

// The refund of a stored booking (decision 0084): its terms as the refund rule reads them, the
// refund of cancelling it now, and that refund in words. The cancel route refunds by refundOfBooking;
// the booking answer's preview and the cancellation email say the same amount.

/** What this module reads of a booking's details: the core's terms and language (present.ts CoreSnapshot), the product's kept conditions. */
interface KeptTerms {
  terms: CancellationTerms;
  language?: LanguageCode;
  flight?: { conditions?: { refundable?: boolean; refundFee?: { amount: number } | null } };
  cruise?: { refundTiers?: { until: string; refundShare: number }[] };
}

/**
 * The booking's cancellation terms as stored. Bookings made before the fee and tiers were part of
 * the terms (decision 0084) still keep them with the product: a flight's fare conditions, a
 * cruise's dated tiers.
 */
export function bookingTerms(row: Pick<BookingRow, 'service' | 'details'>): CancellationTerms {
  const kept = row.details as unknown as KeptTerms;
  const terms = kept.terms;
  const product = productOfService(row.service);
  if (product === 'flight' && terms.refundable && terms.feeMinor === undefined) {
    const fee = kept.flight?.conditions?.refundFee;
    if (fee) return { ...terms, feeMinor: fee.amount };
  }
  if (product === 'cruise' && terms.tiers === undefined && kept.cruise?.refundTiers) {
    const tiers = kept.cruise.refundTiers;
    return { ...terms, refundable: tiers.length > 0, tiers };
  }
  return terms;
}

/** What cancelling the booking at `now` refunds of its total. */
export const refundOfBooking = (row: Pick<BookingRow, 'service' | 'details' | 'totalMinor' | 'currency'>, now: Date): RefundQuote =>
  refundFor(bookingTerms(row), { amountMinor: row.totalMinor, currency: row.currency }, now);

/** A refund rule's answer in words, in `language`, deadlines at the place's local time (`timeZone`, decision 0097). */
export function refundSentence(quote: RefundQuote, language: string | null | undefined, timeZone?: string): string {
  const words = refundTexts(language);
  const { locale } = emailTexts(language);
  const money = (amountMinor: number) => formatMoney({ amountMinor, currency: quote.currency }, { locale });
  const amount = money(quote.amountMinor);
  const utc = (iso: string) => `${formatPlaceDateTime(iso, timeZone, language)} (${termsWords(language).localTime})`;
  const day = (d: string) => formatPlaceDay(d, language);
  switch (quote.words) {
    case 'freeUntil':
      return words.freeUntil({ amount, when: utc(quote.until!) });
    case 'lessFeeUntil':
      return words.lessFeeUntil({ amount, fee: money(quote.feeMinor ?? 0), when: utc(quote.until!) });
    case 'tierUntil':
      return words.tierUntil({
        amount,
        percent: new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(quote.share),
        day: day(quote.until!),
      });
    case 'deadlinePassed':
      return words.deadlinePassed;
    case 'tiersPassed':
      return words.tiersPassed;
    case 'nonRefundable':
      return words.nonRefundable;
  }
}

/** The booking answer's refund preview: cancelling a confirmed booking at `now`, in the booker's language; null otherwise. */
export function refundPreview(row: BookingRow, now: Date): RefundPreview | null {
  if (row.status !== 'confirmed') return null;
  const quote = refundOfBooking(row, now);
  return {
    refund: { amount: quote.amountMinor, currency: quote.currency },
    kind: quote.kind,
    until: quote.until,
    fee: quote.feeMinor === null ? null : { amount: quote.feeMinor, currency: quote.currency },
    text: nothingCharged(row)
      ? refundTexts((row.details as unknown as KeptTerms).language).nothingCharged
      : refundSentence(quote, (row.details as unknown as KeptTerms).language, bookingTerms(row).timeZone),
  };
}
