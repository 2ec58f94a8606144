import { useMemo } from 'react';
import { Link, useLocation } from 'react-router';
import { BookingCheckout, isProductUnavailable, PriceBreakdown, ProductUnavailable, type HeldOffer } from '../../booking/index.ts';
import { useAgency } from '../../agency/index.ts';
import { useSelectedCurrency } from '../../currency/index.ts';
import { useFlightOffer } from '../api/get-offer.ts';
import { flightConfirmationUrl, flightDetailsUrl, flightResultsUrl, readFlightCheckout, tripQuery } from '../flight-urls.ts';
import { heldFlightOf, type FlightShown } from '../held-flight.ts';
import { useFlightsTranslation } from '../hooks/use-flights-translation.ts';
import type { PassengerTrip } from '../passenger-rules.ts';
import { FlightSummary } from './flight-summary.tsx';
import { useFlightPassengers } from './passenger-travellers.tsx';

/**
 * /booknow/flights/checkout?offer&total&currency|curr&<search>: the flight's plug into the shared
 * checkout. The offer is re-priced in the selected currency (after a currency change the page
 * reloads with `curr`, spec §4, and the prices follow the new currency); the seats are held at the
 * total the traveller saw, or at the re-priced one in the new currency. Every passenger is asked for
 * as on their travel document, checked by the domain's rules.
 */
export function CheckoutPage() {
  const { t } = useFlightsTranslation();
  const { search: query } = useLocation();
  const agency = useAgency();
  const { selectedCurrency } = useSelectedCurrency();
  const target = useMemo(() => readFlightCheckout(query), [query]);
  const currency = selectedCurrency.currency;
  const trip = target ? (tripQuery(target.search, currency)?.toString() ?? null) : null;
  const offer = useFlightOffer(target?.offerId ?? null, trip);

  if (target === null || trip === null)
    return <BookingCheckout product="flight" offer={null} backTo="" confirmationUrl={flightConfirmationUrl} summary={() => null} />;
  const back = flightDetailsUrl(agency.enableFlightsV2, target.offerId, target.search);
  if (offer.isPending) return <div className="tf-container tf-page" role="status" aria-busy="true" aria-label={t('checkout.loading')} />;
  if (offer.isError && isProductUnavailable(offer.error)) return <ProductUnavailable />;
  if (offer.isError) {
    return (
      <div className="tf-container tf-page">
        <div className="tf-flight-notice tf-card" role="alert">
          <p>{t('checkout.offerGone')}</p>
          <div className="tf-flight-actions">
            <button type="button" className="tf-button tf-button--primary" onClick={() => void offer.refetch()}>
              {t('common.retry')}
            </button>
            <Link className="tf-button tf-button--outline" to={flightResultsUrl(agency.enableFlightsV2, target.search)}>
              {t('checkout.otherFlights')}
            </Link>
          </div>
        </div>
      </div>
    );
  }
  // The same currency: hold at what the traveller saw (a different live price is theirs to accept).
  // Another currency (the picker on this page): the re-priced total in it.
  const sameCurrency = target.total.currency === currency;
  const expectedTotal = sameCurrency ? target.total : offer.data.price.total;
  return (
    <FlightCheckout
      key={`${offer.data.offerId}|${currency}`}
      offerId={sameCurrency ? target.offerId : offer.data.offerId}
      currency={currency}
      expectedTotal={expectedTotal}
      shown={offer.data}
      trip={offer.data}
      backTo={back}
    />
  );
}

interface FlightCheckoutProps {
  offerId: string;
  currency: string;
  expectedTotal: { amount: number; currency: string };
  shown: FlightShown;
  trip: PassengerTrip;
  backTo: string;
}

function FlightCheckout({ offerId, currency, expectedTotal, shown, trip, backTo }: FlightCheckoutProps) {
  const travellers = useFlightPassengers(trip);
  return (
    <BookingCheckout
      product="flight"
      offer={{ offerId, currency, expectedTotal }}
      backTo={backTo}
      confirmationUrl={flightConfirmationUrl}
      summary={(held: HeldOffer) => (
        <>
          <FlightSummary flight={heldFlightOf(held) ?? shown} terms={held.cancellationPolicy} />
          <PriceBreakdown price={held.price} product="flight" />
        </>
      )}
      travellers={travellers}
    />
  );
}
