import type { CarExtraChoices, CarOfferDetails } from '@tripfront/domain/booking/car-api';
import { useMemo } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { AddToProposal, DetailsOffer, isProductUnavailable, ProductUnavailable, useMoney } from '../../booking/index.ts';
import { useSelectedCurrency } from '../../currency/index.ts';
import { useCarOffer } from '../api/get-car-offer.ts';
import { carCheckoutUrl, carDetailsUrl, carReservationUrl, carResultsUrl, readCarSearch, readCarTarget, searchOfCar, searchQueryOf } from '../car-urls.ts';
import { useCarsTranslation } from '../hooks/use-cars-translation.ts';
import { CarPrice } from './car-price.tsx';
import { CarSummary } from './car-summary.tsx';

/**
 * /booknow/cars/result-details?carId&extras&<search> (the home deal's link lands here too): the car
 * re-priced, its counter and policies, and the extras to add, each priced per day; and
 * /booknow/cars/reservation-details (`review`): the car and extras chosen with the total, before the checkout.
 */
export function DetailsPage({ review }: { review: boolean }) {
  const { t } = useCarsTranslation();
  const navigate = useNavigate();
  const money = useMoney();
  const { search: query } = useLocation();
  const { selectedCurrency } = useSelectedCurrency();
  const target = useMemo(() => readCarTarget(query), [query]);
  const extras = useMemo(() => target?.extras ?? [], [target]);
  const offer = useCarOffer(target?.carId ?? null, selectedCurrency.currency, extras);
  // A deal's link carries no search: the car's own (its places, times and driver age) stands in.
  const ownQuery = useMemo(() => searchQueryOf(query), [query]);
  const searchQuery = new URLSearchParams(ownQuery).has('pickup_lat') || !offer.data ? ownQuery : searchOfCar(offer.data);
  const back = carResultsUrl(readCarSearch(searchQuery));

  if (offer.isError && isProductUnavailable(offer.error)) return <ProductUnavailable />;
  if (target === null || offer.isError) {
    return (
      <div className="tf-container tf-page">
        <div className="tf-car-notice tf-card" role="alert">
          <p>{target === null ? t('details.missing') : t('details.gone')}</p>
          <div className="tf-car-actions">
            {offer.isError && (
              <button type="button" className="tf-button tf-button--primary" onClick={() => void offer.refetch()}>
                {t('common.retry')}
              </button>
            )}
            <Link className="tf-button tf-button--outline" to={back}>
              {t('details.otherCars')}
            </Link>
          </div>
        </div>
      </div>
    );
  }
  if (offer.isPending) return <div className="tf-container tf-page" role="status" aria-busy="true" aria-label={t('details.loading')} />;
  const car = offer.data;
  const setExtras = (next: CarExtraChoices) => void navigate(carDetailsUrl(target.carId, searchQuery, next), { replace: true, preventScrollReset: true });
  return (
    <div className="tf-cars">
      <div className="tf-container tf-page tf-car-details">
        <nav className="tf-car-back">
          <Link to={review ? carDetailsUrl(target.carId, searchQuery, extras) : back}>{review ? t('details.backToCar') : t('details.backToResults')}</Link>
        </nav>
        {review && <h1>{t('review.title')}</h1>}
        <div className="tf-car-details__grid">
          <div>
            <CarSummary car={car} terms={car.cancellationPolicy.description} headingLevel={review ? 2 : 1} />
            {/* A counter that rents no extras (Duffel Cars lists none) gets no empty section. */}
            {!review && car.extras.length > 0 && <ExtrasPicker car={car} chosen={extras} onChange={setExtras} busy={offer.isPlaceholderData} />}
          </div>
          <aside id="car-price" className="tf-car-details__price tf-card tf-details-target" aria-label={t('details.priceTitle')} tabIndex={-1}>
            <h2>{t('details.priceTitle')}</h2>
            {review && extras.length > 0 && <ChosenExtras car={car} chosen={extras} />}
            <CarPrice price={car.priceWithExtras} dueAtPickup={car.dueAtPickup} />
            {review ? (
              <Link className="tf-button tf-button--primary" to={carCheckoutUrl(target.carId, extras, car.priceWithExtras.total)}>
                {t('review.continue')}
              </Link>
            ) : (
              <Link className="tf-button tf-button--primary" to={carReservationUrl(target.carId, searchQuery, extras)} aria-disabled={offer.isPlaceholderData}>
                {t('details.reserve')}
              </Link>
            )}
            <AddToProposal product="car" offerId={target.carId} currency={car.price.total.currency} label={car.vehicle.model} />
          </aside>
        </div>
        {/* On a phone the total and the next step stay at hand at the bottom of the screen (decision 0098). */}
        <DetailsOffer
          price={money(car.dueAtPickup ?? car.priceWithExtras.total)}
          note={car.dueAtPickup ? t('payAtPickup.label') : t('details.priceTitle')}
          action={review ? t('review.continue') : t('details.reserve')}
          targetId="car-price"
          onAction={() =>
            void navigate(review ? carCheckoutUrl(target.carId, extras, car.priceWithExtras.total) : carReservationUrl(target.carId, searchQuery, extras))
          }
          placement="bar"
        />
      </div>
    </div>
  );
}

function ChosenExtras({ car, chosen }: { car: CarOfferDetails; chosen: CarExtraChoices }) {
  const { t } = useCarsTranslation();
  const money = useMoney();
  return (
    <ul className="tf-car-chosen">
      {chosen.map((c) => {
        const offered = car.extras.find((e) => e.code === c.code);
        return (
          <li key={c.code}>
            {t(`extras.names.${c.code}`)} × {c.quantity}
            {offered && <> · {t('extras.perDay', { price: money(offered.perDay) })}</>}
          </li>
        );
      })}
    </ul>
  );
}

/** Each extra with its price per day and a quantity stepper (0 up to the counter's most). */
function ExtrasPicker({
  car,
  chosen,
  onChange,
  busy,
}: {
  car: CarOfferDetails;
  chosen: CarExtraChoices;
  onChange: (next: CarExtraChoices) => void;
  busy: boolean;
}) {
  const { t } = useCarsTranslation();
  const money = useMoney();
  const quantityOf = (code: string) => chosen.find((c) => c.code === code)?.quantity ?? 0;
  const set = (code: CarExtraChoices[number]['code'], quantity: number) =>
    onChange([...chosen.filter((c) => c.code !== code), ...(quantity > 0 ? [{ code, quantity }] : [])].sort((a, b) => a.code.localeCompare(b.code)));
  return (
    <section className="tf-car-extras" aria-labelledby="car-extras" aria-busy={busy}>
      <h2 id="car-extras">{t('extras.title')}</h2>
      <ul>
        {car.extras.map((e) => {
          const n = quantityOf(e.code);
          const name = t(`extras.names.${e.code}`);
          return (
            <li key={e.code} className="tf-car-extra">
              <div>
                <p className="tf-car-extra__name">{name}</p>
                <p className="tf-car-muted">{t('extras.perDay', { price: money(e.perDay) })}</p>
              </div>
              <div className="tf-car-stepper" role="group" aria-label={name}>
                <button
                  type="button"
                  className="tf-button tf-button--outline"
                  disabled={n === 0}
                  onClick={() => set(e.code, n - 1)}
                  aria-label={t('extras.remove', { name })}
                >
                  −
                </button>
                <output aria-live="polite" aria-label={t('extras.quantity', { name })}>
                  {n}
                </output>
                <button
                  type="button"
                  className="tf-button tf-button--outline"
                  disabled={n >= e.maxQuantity}
                  onClick={() => set(e.code, n + 1)}
                  aria-label={t('extras.add', { name })}
                >
                  +
                </button>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
