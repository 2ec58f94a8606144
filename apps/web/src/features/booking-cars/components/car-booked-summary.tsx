import type { BookingDetails } from '@tripfront/domain/booking/bookings';
import { useCarsTranslation } from '../hooks/use-cars-translation.ts';
import { CarPrice } from './car-price.tsx';
import { CarSummary } from './car-summary.tsx';

/** A stored car booking as the confirmation and booking pages (My Trips) show it: the car, extras, driver and the counter's confirmation number. */
export default function CarBookedSummary({ booking }: { booking: BookingDetails }) {
  const { t } = useCarsTranslation();
  if (booking.product !== 'car') return <h2 dir="auto">{booking.title}</h2>;
  const { car, driver } = booking;
  return (
    <>
      <CarSummary car={car} terms={booking.cancellationPolicy.description} extras={car.extras} />
      {car.confirmationNumber && <p className="tf-car-confirmation">{t('booked.confirmationNumber', { number: car.confirmationNumber })}</p>}
      <section aria-labelledby="booked-driver">
        <h3 id="booked-driver">{t('driver.title')}</h3>
        <p>
          {driver.firstName} {driver.lastName} · {t('booked.age', { age: driver.age })}
          {driver.flightNumber && <> · {t('booked.flight', { flight: driver.flightNumber })}</>}
        </p>
      </section>
      <CarPrice price={booking.price} dueAtPickup={car.dueAtPickup} />
    </>
  );
}
