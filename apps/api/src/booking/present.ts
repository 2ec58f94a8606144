import type { BookingRow } from '@tripfront/db';
import type { LanguageCode } from '@tripfront/domain';
import type { BookingActorKind } from '@tripfront/domain/audit';
import type { BookingDetails, BookingSummary, LeadGuest, PaymentStatus, RefundStatus } from '@tripfront/domain/booking/bookings';
import type { PriceBreakdown } from '@tripfront/domain/booking/price';
import { travellerView } from '@tripfront/domain/booking/price';
import { productOfService, type Product } from '@tripfront/domain/booking/products';
import { specialRequestsEditable } from '@tripfront/domain/booking/special-requests';
import type { CancellationTerms } from '@tripfront/domain/booking/refund';
import { cancellationPolicy } from './policy.ts';
import { refundPreview } from './refund.ts';
import type { BookingAdapter, BookingAdapters, ProductInput } from './product.ts';

/** What the booking keeps of its wallet movements, in `details.wallet`. */
export interface WalletSnapshot {
  /** The account's currency (the booking's traveller). */
  currency: string;
  /** Credits debited, minor units of `currency` (the discount, `creditsMinor`, is in the booking's). */
  spentMinor: number;
  /** Credits the booking earns once confirmed, minor units of `currency`, at the rate of the day it was made. */
  earnMinor: number;
  /** When they become spendable (decision 0073), ISO date-time; absent when nothing is earned or in snapshots before the rule. */
  earnAvailableAt?: string;
}

/**
 * What a booking row keeps in `details`: the core's fields below, beside the product's own
 * (its adapter's `Stored`: for a hotel the hotel, room, rate plan and party).
 */
export interface CoreSnapshot {
  terms: CancellationTerms;
  leadGuest: LeadGuest;
  /** The breakdown the booker saw (agent rows when an agent booked); travellers see travellerView of it. */
  price: PriceBreakdown;
  holdExpiresAt: string;
  /** Where the booking was made, for links in emails sent later (recovery). */
  origin: string;
  /**
   * The booker's language (domain navigation/language.ts bookerLanguage), so an email sent later
   * (by recovery) speaks the language the booking was made in. Absent on older bookings.
   */
  language?: LanguageCode;
  /** The gateway's client secret while extra authentication is pending. */
  clientSecret?: string;
  /** Credits spent and to be earned (issue #16; booking/wallet.ts). */
  wallet?: WalletSnapshot;
  /**
   * The product's fields of the booking body (a flight's passengers with their documents), for the
   * supplier's booking only: never answered, and dropped once the booking is confirmed or failed.
   */
  input?: ProductInput;
}

const CORE_KEYS: ReadonlySet<string> = new Set<keyof CoreSnapshot>([
  'terms',
  'leadGuest',
  'price',
  'holdExpiresAt',
  'origin',
  'language',
  'clientSecret',
  'wallet',
  'input',
]);

/** The details without the product input: what a booking keeps once the supplier no longer needs it. */
export function withoutInput(details: Record<string, unknown>): Record<string, unknown> {
  if (!('input' in details)) return details;
  const { input: _input, ...rest } = details;
  return rest;
}

export const snapshotOf = (row: BookingRow): CoreSnapshot => row.details as unknown as CoreSnapshot;

/** The product's part of a booking's details (its adapter's `Stored`). */
export const storedOf = (row: BookingRow): object => Object.fromEntries(Object.entries(row.details).filter(([k]) => !CORE_KEYS.has(k)));

export const productOf = (row: Pick<BookingRow, 'service'>): Product => productOfService(row.service);

/** The adapter of a stored booking (a booking of a product this server no longer books cannot be worked on). */
export function adapterFor(adapters: BookingAdapters, row: Pick<BookingRow, 'service' | 'reference'>): BookingAdapter {
  const adapter = adapters[productOf(row)];
  if (!adapter) throw new Error(`booking ${row.reference}: no adapter for ${row.service}`);
  return adapter;
}

export function toSummary(row: BookingRow): BookingSummary {
  return {
    reference: row.reference,
    product: productOf(row),
    service: row.service,
    status: row.status,
    title: row.title,
    ...(row.location ? { location: row.location } : {}),
    startDate: row.checkin,
    endDate: row.checkout,
    total: { amount: row.totalMinor, currency: row.currency },
    createdAt: row.createdAt.toISOString(),
  };
}

export interface HistoryEntry {
  toStatus: string;
  note: string;
  createdAt: Date;
  actorKind: BookingActorKind | null;
  actorName: string | null;
}

/**
 * The price rows of a booking for its viewer: agents who see agent prices (spec §5, §6) get Wholesale
 * Rate and Agency Markup from the booking's own columns, whoever booked; everyone else never does.
 */
export function bookingPrice(row: Pick<BookingRow, 'wholesaleMinor' | 'markupMinor' | 'currency'>, price: PriceBreakdown, forAgent: boolean): PriceBreakdown {
  const seen = travellerView(price);
  if (!forAgent) return seen;
  if (row.wholesaleMinor === null || row.markupMinor === null) return price;
  return { ...seen, wholesale: { amount: row.wholesaleMinor, currency: row.currency }, markup: { amount: row.markupMinor, currency: row.currency } };
}

/** The exchange a booking was charged with (issue #38), as its columns recorded it; nothing when none was. */
function chargedExchangeOf(row: Pick<BookingRow, 'exchangeFrom' | 'exchangeRate' | 'exchangeRatesDate' | 'exchangeRatesSource'>) {
  const { exchangeFrom: from, exchangeRate: rate, exchangeRatesDate: date, exchangeRatesSource: source } = row;
  return from && rate && date && source ? { exchange: { from, rate, date, source } } : {};
}

/**
 * A booking as its traveller and the agency's staff see it: the core's fields and the product's.
 * `staff`: the agency's staff (owner, admins, agents) read who made each status change; a traveller's
 * answer names no one (it could name the staff member or the other person who changed it).
 * `now`: the moment the refund preview is for.
 */
export function toDetails(
  adapters: BookingAdapters,
  row: BookingRow,
  history: readonly HistoryEntry[],
  forAgent: boolean,
  { staff = false, now = new Date(), language }: { staff?: boolean; now?: Date; language?: LanguageCode } = {},
): BookingDetails {
  const s = snapshotOf(row);
  // One wording of the terms for the whole answer (decision 0097): in the reader's language, else the booker's.
  const policy = cancellationPolicy(s.terms, { now, language: language ?? s.language, currency: row.currency });
  return {
    ...toSummary(row),
    ...adapterFor(adapters, row).present(storedOf(row), policy),
    cancellationPolicy: policy,
    leadGuest: s.leadGuest,
    ...(row.specialRequests ? { specialRequests: row.specialRequests } : {}),
    specialRequestsEditable: specialRequestsEditable({ product: productOf(row), status: row.status, startDate: row.checkin }, now),
    price: bookingPrice(row, s.price, forAgent),
    ...(forAgent ? chargedExchangeOf(row) : {}),
    payment: {
      gateway: row.paymentGateway,
      status: row.paymentStatus as PaymentStatus,
      brand: row.cardBrand,
      last4: row.cardLast4,
      ...(row.creditsMinor > 0 ? { credits: row.creditsMinor } : {}),
    },
    supplierReference: row.supplierReference,
    failureReason: row.failureReason,
    cancellation: {
      cancelledAt: row.cancelledAt?.toISOString() ?? null,
      refundStatus: row.refundStatus as RefundStatus,
      refund: row.refundMinor === null ? null : { amount: row.refundMinor, currency: row.currency },
    },
    // What cancelling now refunds, by the rule the cancel route refunds by (decision 0084).
    refundPreview: refundPreview(row, now),
    history: history.map((h) => ({
      status: h.toStatus,
      at: h.createdAt.toISOString(),
      note: h.note,
      ...(staff ? { actor: { kind: h.actorKind, name: h.actorName } } : {}),
    })),
  } as BookingDetails;
}
