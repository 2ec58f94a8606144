import type { BookingDetails } from '@tripfront/domain/booking/bookings';
import { PriceBreakdown } from '../../booking/index.ts';
import { CruiseSummary } from './cruise-summary.tsx';

/** A stored cruise booking as the confirmation and booking pages show it (the cruise's BookedSummary). */
export default function CruiseBookedSummary({ booking }: { booking: BookingDetails }) {
  return (
    <>
      {booking.product === 'cruise' ? (
        <CruiseSummary cruise={booking.cruise} guestNames={booking.cruise.guestNames} terms={booking.cancellationPolicy.description} />
      ) : (
        <h2 dir="auto">{booking.title}</h2>
      )}
      <PriceBreakdown price={booking.price} product="cruise" />
    </>
  );
}
