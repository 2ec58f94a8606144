import type { CarOfferView } from '@tripfront/domain/booking/car-api';
import { useCarsTranslation } from '../hooks/use-cars-translation.ts';

type Facts = Pick<CarOfferView, 'vehicle' | 'mileage' | 'fuelPolicy' | 'freeCancellationUntil'>;

/**
 * Seats, bags, doors, gearbox, mileage, fuel and cancellation: the facts a renter compares. `terms`
 * is the server's sentence of the offer's, hold's or booking's terms (decision 0097), shown as given.
 */
export function CarFacts({ car, terms }: { car: Facts; terms: string }) {
  const { t } = useCarsTranslation();
  const { vehicle } = car;
  return (
    <ul className="tf-car-facts">
      <li>{t('vehicle.seats', { count: vehicle.seats })}</li>
      <li>{t('vehicle.bags', { count: vehicle.bags })}</li>
      <li>{t('vehicle.doors', { count: vehicle.doors })}</li>
      <li>{t(`transmission.${vehicle.transmission}`)}</li>
      <li>{car.mileage.policy === 'unlimited' ? t('mileage.unlimited') : t('mileage.limited', { km: car.mileage.kmPerDay })}</li>
      <li>{t(`fuel.${car.fuelPolicy}`)}</li>
      <li className={car.freeCancellationUntil ? 'tf-car-good' : undefined}>{terms}</li>
    </ul>
  );
}
