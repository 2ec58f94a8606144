import type { BookingDetails } from '@tripfront/domain/booking/bookings';
import { PriceBreakdown } from '../../booking/index.ts';
import { ResortSummary } from './resort-summary.tsx';

/** A stored resort booking as the confirmation and booking pages show it (the resort's BookedSummary). */
export default function ResortBookedSummary({ booking }: { booking: BookingDetails }) {
  return (
    <>
      {booking.product === 'resort' ? (
        <ResortSummary resort={booking.resort} terms={booking.cancellationPolicy.description} />
      ) : (
        <h2 dir="auto">{booking.title}</h2>
      )}
      <PriceBreakdown price={booking.price} product="resort" />
    </>
  );
}
