import type { BookingDetails } from '@tripfront/domain/booking/bookings';
import { useDisplayDate } from '../../../lib/use-display-date.ts';
import { PriceBreakdown } from '../../booking/index.ts';
import { heldFlightOf } from '../held-flight.ts';
import { useFlightsTranslation } from '../hooks/use-flights-translation.ts';
import { FlightSummary } from './flight-summary.tsx';

/** A stored flight booking as the confirmation and booking pages show it (the flight's BookedSummary). */
export default function FlightBookedSummary({ booking }: { booking: BookingDetails }) {
  const dates = useDisplayDate();
  const { t } = useFlightsTranslation();
  const flight = heldFlightOf(booking);
  const passengers = booking.product === 'flight' ? booking.passengers : [];
  return (
    <>
      {flight ? <FlightSummary flight={flight} terms={booking.cancellationPolicy} /> : <h2 dir="auto">{booking.title}</h2>}
      {passengers.length > 0 && (
        <section aria-labelledby="booked-passengers">
          <h3 id="booked-passengers">{t('passengers.title')}</h3>
          <ul className="tf-flight-booked-passengers">
            {passengers.map((p, i) => (
              <li key={i}>
                {p.givenName} {p.familyName} · {t(`passengers.type.${p.type}`)} · {dates.date(p.birthDate)}
              </li>
            ))}
          </ul>
        </section>
      )}
      <PriceBreakdown price={booking.price} product="flight" />
    </>
  );
}
