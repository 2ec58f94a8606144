import type { BookingRow } from '@tripfront/db';
import type { BookingDetails, BookingSummary, PaymentStatus, RefundStatus } from '@tripfront/domain/booking/bookings';
import type { CancellationPolicy, PriceBreakdown } from '@tripfront/domain/booking/hotel-api';
import { travellerView } from '@tripfront/domain/booking/price';
import type { LeadGuest } from '@tripfront/domain/booking/bookings';
import type { CancellationTerms } from '@tripfront/suppliers';

/** What a booking row keeps in `details`: the hotel, room, rate and party as booked. */
export interface BookingSnapshot {
  hotel: BookingDetails['hotel'];
  room: BookingDetails['room'];
  ratePlan: { name: string; board: 'room_only' | 'breakfast'; cancellationPolicy: CancellationPolicy };
  terms: CancellationTerms;
  rateId: string;
  nights: number;
  rooms: number;
  occupancy: string[];
  leadGuest: LeadGuest;
  specialRequests?: string;
  /** Full breakdown (agent rows included); travellers see travellerView of it. */
  price: PriceBreakdown;
  holdExpiresAt: string;
  /** Where the booking was made, for links in emails sent later (recovery). */
  origin: string;
  /** The gateway's client secret while extra authentication is pending. */
  clientSecret?: string;
}

export const snapshotOf = (row: BookingRow): BookingSnapshot => row.details as unknown as BookingSnapshot;

export function toSummary(row: BookingRow): BookingSummary {
  return {
    reference: row.reference,
    service: 'hotels',
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
}

export function toDetails(row: BookingRow, history: readonly HistoryEntry[], forAgent: boolean): BookingDetails {
  const s = snapshotOf(row);
  return {
    ...toSummary(row),
    hotel: s.hotel,
    room: s.room,
    ratePlan: s.ratePlan,
    nights: s.nights,
    rooms: s.rooms,
    occupancy: s.occupancy,
    leadGuest: s.leadGuest,
    ...(s.specialRequests ? { specialRequests: s.specialRequests } : {}),
    price: forAgent ? s.price : travellerView(s.price),
    payment: { gateway: row.paymentGateway, status: row.paymentStatus as PaymentStatus, brand: row.cardBrand, last4: row.cardLast4 },
    supplierReference: row.supplierReference,
    failureReason: row.failureReason,
    cancellation: {
      cancelledAt: row.cancelledAt?.toISOString() ?? null,
      refundStatus: row.refundStatus as RefundStatus,
      refund: row.refundMinor === null ? null : { amount: row.refundMinor, currency: row.currency },
    },
    history: history.map((h) => ({ status: h.toStatus, at: h.createdAt.toISOString(), note: h.note })),
  };
}
