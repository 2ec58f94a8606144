import type { CarOfferDetails, HeldCar } from '@tripfront/domain/booking/car-api';
import { useDisplayDate } from '../../../lib/use-display-date.ts';
import { useMoney } from '../../booking/index.ts';
import { useCarsTranslation } from '../hooks/use-cars-translation.ts';
import { CarFacts } from './car-facts.tsx';

type Shown = Pick<
  HeldCar | CarOfferDetails,
  | 'vehicle'
  | 'supplier'
  | 'pickup'
  | 'dropoff'
  | 'rentalDays'
  | 'mileage'
  | 'fuelPolicy'
  | 'freeCancellationUntil'
  | 'pickupInstructions'
  | 'includes'
  | 'excludes'
>;

/**
 * The car as every car page shows it: vehicle, counter, pick-up and drop-off, instructions, what the
 * price includes and excludes, and `terms`, the server's words for the cancellation terms.
 */
export function CarSummary({ car, terms, extras, headingLevel = 2 }: { car: Shown; terms: string; extras?: HeldCar['extras']; headingLevel?: 1 | 2 }) {
  const dates = useDisplayDate();
  const { t } = useCarsTranslation();
  const money = useMoney();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className="tf-car-summary">
      <div className="tf-car-summary__head">
        <img className="tf-car-summary__picture" src={car.vehicle.picture} alt="" />
        <div>
          <p className="tf-car-muted">{t(`classes.${car.vehicle.vehicleClass}`)}</p>
          <Heading className="tf-car-summary__title">{t('vehicle.orSimilar', { model: car.vehicle.model })}</Heading>
          <p className="tf-car-supplier">
            <img src={car.supplier.logo} alt="" className="tf-car-supplier__logo" />
            <span>{t('details.rentedBy', { supplier: car.supplier.name })}</span>
          </p>
          <CarFacts car={car} terms={terms} />
        </div>
      </div>
      <dl className="tf-car-places">
        <div>
          <dt>{t('details.pickup')}</dt>
          <dd>
            {car.pickup.name} · <bdi>{dates.dateTime(car.pickup.dateTime)}</bdi>
          </dd>
        </div>
        <div>
          <dt>{t('details.dropoff')}</dt>
          <dd>
            {car.dropoff.name} · <bdi>{dates.dateTime(car.dropoff.dateTime)}</bdi>
          </dd>
        </div>
        <div>
          <dt>{t('details.days')}</dt>
          <dd>{t('details.dayCount', { count: car.rentalDays })}</dd>
        </div>
      </dl>
      <h3>{t('details.instructions')}</h3>
      <p className="tf-car-instructions" dir="auto">
        {car.pickupInstructions}
      </p>
      <div className="tf-car-covers">
        <div>
          <h3>{t('details.includes')}</h3>
          <ul>
            {car.includes.map((c) => (
              <li key={c} className="tf-car-good">
                {t(`covers.${c}`)}
              </li>
            ))}
          </ul>
        </div>
        {car.excludes.length > 0 && (
          <div>
            <h3>{t('details.excludes')}</h3>
            <ul>
              {car.excludes.map((c) => (
                <li key={c}>{t(`covers.${c}`)}</li>
              ))}
            </ul>
          </div>
        )}
      </div>
      {extras && extras.length > 0 && (
        <>
          <h3>{t('extras.chosen')}</h3>
          <ul className="tf-car-chosen">
            {extras.map((e) => (
              <li key={e.code}>
                {t(`extras.names.${e.code}`)} × {e.quantity} · {money(e.total)}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
