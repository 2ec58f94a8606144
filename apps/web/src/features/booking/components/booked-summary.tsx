import type { BookingDetails } from '@tripfront/domain/booking/bookings';
import { useDisplayDate } from '../../../lib/use-display-date.ts';
import { useBookingTranslation } from '../hooks/use-booking-translation.ts';
import { productOf } from '../product.ts';
import { PriceBreakdown } from './price-breakdown.tsx';

/**
 * What every booking has, whatever its product: title, place, dates and price. Shown for a product
 * that gives no summary of its own, and while a product's summary loads.
 */
export function GenericBookedSummary({ booking }: { booking: BookingDetails }) {
  const dates = useDisplayDate();
  const { t } = useBookingTranslation();
  return (
    <>
      <h2 dir="auto">{booking.title}</h2>
      {booking.location && <p className="tf-booking-muted">{booking.location}</p>}
      <dl className="tf-booking-facts">
        <div>
          <dt>{t('summary.dates')}</dt>
          <dd>{dates.range(booking.startDate, booking.endDate)}</dd>
        </div>
      </dl>
      <PriceBreakdown price={booking.price} product={productOf(booking)} />
    </>
  );
}
