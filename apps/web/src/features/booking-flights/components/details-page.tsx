import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { AddToProposal, DetailsOffer, isProductUnavailable, ProductUnavailable, useMoney } from '../../booking/index.ts';
import { useSelectedCurrency } from '../../currency/index.ts';
import { useFlightOffer } from '../api/get-offer.ts';
import { flightCheckoutUrl, flightResultsUrl, readFlightSearch, readOfferId, tripQuery } from '../flight-urls.ts';
import { useFlightsTranslation } from '../hooks/use-flights-translation.ts';
import { FareFacts, SliceView } from './itinerary.tsx';
import { PriceByPassenger } from './price-by-passenger.tsx';
import { useHydrated } from '../../../lib/hydration.ts';

/**
 * /booknow/flights[/v2]/search-details, /reservation-details and /flight-details?offer=…&<search>:
 * the offer re-priced now, its itinerary, fare family, bags, conditions and price per passenger
 * type. Choosing it goes to the checkout, which holds it at this price.
 */
export function DetailsPage({ v2 }: { v2: boolean }) {
  const { t } = useFlightsTranslation();
  const { t: tApp } = useTranslation();
  const navigate = useNavigate();
  const money = useMoney();
  const { search: query } = useLocation();
  const { selectedCurrency } = useSelectedCurrency();
  const search = useMemo(() => readFlightSearch(query), [query]);
  const offerId = readOfferId(query);
  const trip = tripQuery(search, selectedCurrency.currency)?.toString() ?? null;
  const offer = useFlightOffer(offerId, trip);
  // A page the server rendered (decision 0136) shows the offer before the app runs: a tap then
  // would be lost, so the choice waits for the app.
  const hydrated = useHydrated();
  const back = (
    <Link className="tf-flight-back" to={flightResultsUrl(v2, search)}>
      {t('details.back')}
    </Link>
  );

  if (offerId === null || trip === null) {
    return (
      <div className="tf-container tf-page">
        {back}
        <h1>{tApp('services.flights')}</h1>
        <p className="tf-flight-notice tf-card">{t('details.incomplete')}</p>
      </div>
    );
  }
  if (offer.isPending) {
    return (
      <div className="tf-container tf-page" role="status" aria-label={t('details.loading')}>
        <div className="tf-results-shimmer tf-results-line tf-flight-line" />
        <div className="tf-results-shimmer tf-results-line tf-flight-line tf-results-line--short" />
      </div>
    );
  }
  if (offer.isError && isProductUnavailable(offer.error)) return <ProductUnavailable />;
  if (offer.isError) {
    return (
      <div className="tf-container tf-page">
        {back}
        <div className="tf-flight-notice tf-card" role="alert">
          <p>{t('details.error')}</p>
          <div className="tf-flight-actions">
            <button type="button" className="tf-button tf-button--primary" onClick={() => void offer.refetch()}>
              {t('common.retry')}
            </button>
          </div>
        </div>
      </div>
    );
  }
  const o = offer.data;
  const choose = () => void navigate(flightCheckoutUrl({ offerId: o.offerId, total: o.price.total, search }));
  return (
    <div className="tf-container tf-page tf-flight-details">
      {back}
      <header className="tf-flight-details__head">
        <h1>{t('details.title', { airline: o.owner.name })}</h1>
        <p className="tf-flight-muted">
          {t(`cabins.${o.cabin}`)} · {t('details.fareBrand', { brand: o.fareBrand })}
        </p>
      </header>
      <div className="tf-flight-details__grid">
        <div>
          {o.slices.map((slice, i) => (
            <section key={i} className="tf-card" aria-labelledby={`slice-${i}`}>
              <h2 id={`slice-${i}`}>{t('details.slice', { number: i + 1, from: slice.origin.city, to: slice.destination.city })}</h2>
              <SliceView slice={slice} full />
            </section>
          ))}
          <section className="tf-card" aria-labelledby="fare-title">
            <h2 id="fare-title">{t('details.fareTitle', { brand: o.fareBrand })}</h2>
            <FareFacts baggage={o.baggage} conditions={o.conditions} terms={o.cancellationPolicy} />
          </section>
        </div>
        <aside id="flight-price" className="tf-card tf-flight-details__price tf-details-target" aria-labelledby="price-title" tabIndex={-1}>
          <h2 id="price-title">{t('details.priceTitle')}</h2>
          <p className="tf-flight-muted" role="status">
            {t('details.repriced')}
          </p>
          <PriceByPassenger rows={o.priceByPassenger} total={o.price.total} />
          {o.documentRequired && <p className="tf-flight-muted">{t('details.documentRequired')}</p>}
          <button type="button" className="tf-button tf-button--primary tf-flight-choose" disabled={!hydrated} onClick={choose}>
            {t('details.choose')}
          </button>
          <AddToProposal product="flight" offerId={o.offerId} currency={o.price.total.currency} label={`${o.owner.name} · ${o.fareBrand}`} />
        </aside>
      </div>
      {/* On a phone the price and the choice stay at hand at the bottom of the screen (decision 0098). */}
      <DetailsOffer
        price={money(o.price.total)}
        note={t('details.total')}
        action={t('details.choose')}
        targetId="flight-price"
        onAction={choose}
        placement="bar"
      />
    </div>
  );
}
