import type { CarOfferView } from '@tripfront/domain/booking/car-api';
import { Link } from 'react-router';
import { AddToProposal, useMoney, CardSkeleton } from '../../booking/index.ts';
import { useCarsTranslation } from '../hooks/use-cars-translation.ts';
import { CarFacts } from './car-facts.tsx';
import { PayAtPickupBadge } from './car-price.tsx';

/**
 * One car in the results: the vehicle, its counter, what the rental gives, the total for the rental:
 * paid now, or for a rate paid at pick-up (decision 0112) the rental company's price, due at the counter.
 */
export function CarCard({ offer, href }: { offer: CarOfferView; href: string }) {
  const { t } = useCarsTranslation();
  const money = useMoney();
  const total = money(offer.dueAtPickup ?? offer.price.total);
  const titleId = `car-${offer.offerId.replace(/[^a-zA-Z0-9]/g, '').slice(-24)}`;
  return (
    <article className="tf-car-card" aria-labelledby={titleId}>
      <img className="tf-car-card__picture" src={offer.vehicle.picture} alt="" loading="lazy" />
      <div className="tf-car-card__body">
        <p className="tf-car-muted">{t(`classes.${offer.vehicle.vehicleClass}`)}</p>
        <h2 className="tf-car-card__title" id={titleId}>
          {t('vehicle.orSimilar', { model: offer.vehicle.model })}
        </h2>
        <CarFacts car={offer} terms={offer.cancellationPolicy.description} />
        <p className="tf-car-supplier">
          <img src={offer.supplier.logo} alt="" className="tf-car-supplier__logo" />
          <span>{offer.supplier.name}</span> · <span>{offer.pickup.name}</span>
        </p>
      </div>
      <div className="tf-car-card__price">
        <p className="tf-car-card__amount">{total}</p>
        <p className="tf-car-muted">{t('results.priceFor', { count: offer.rentalDays })}</p>
        {offer.dueAtPickup ? <PayAtPickupBadge /> : <p className="tf-car-muted">{t('results.perDay', { price: money(offer.price.perNight) })}</p>}
        {offer.carsLeft === 1 && <p className="tf-car-scarce">{t('results.lastCar')}</p>}
        <Link className="tf-button tf-button--primary" to={href} aria-label={t('results.viewCar', { model: offer.vehicle.model, price: total })}>
          {t('results.view')}
        </Link>
        <AddToProposal product="car" offerId={offer.offerId} currency={offer.price.total.currency} label={offer.vehicle.model} />
      </div>
    </article>
  );
}

export const CarCardSkeleton = () => <CardSkeleton card="tf-car-card tf-car-card--skeleton" body="tf-car-card__body" line="tf-car-line" />;
