import type { BookingDetails } from '@tripfront/domain/booking/bookings';
import { bookingStay, StaySummary } from './stay-summary.tsx';

/** A stored hotel booking as the confirmation and booking pages show it (the hotel's BookedSummary). */
export default function HotelBookedSummary({ booking }: { booking: BookingDetails }) {
  return booking.product === 'hotel' ? <StaySummary {...bookingStay(booking)} /> : null;
}
