import type { FlightOfferView } from '@tripfront/domain/booking/flight-api';
import { useId } from 'react';
import { Link } from 'react-router';
import { AddToProposal, useMoney, CardSkeleton } from '../../booking/index.ts';
import { useFlightsTranslation } from '../hooks/use-flights-translation.ts';
import { FareFacts, SliceView } from './itinerary.tsx';

/** One offer in the results: each slice, the fare's bags and conditions (its refund terms in the server's words), the total for the party. */
export function OfferCard({ offer, href, travellers }: { offer: FlightOfferView; href: string; travellers: number }) {
  const { t } = useFlightsTranslation();
  const money = useMoney();
  // Unique on the page: offers' ids can share their last characters (two cards had one id).
  const titleId = useId();
  return (
    <article className="tf-flight-card" aria-labelledby={titleId}>
      <div className="tf-flight-card__body">
        <h2 className="tf-flight-card__title" id={titleId}>
          {offer.owner.name} · {offer.fareBrand}
        </h2>
        {offer.slices.map((slice, i) => (
          <SliceView key={i} slice={slice} />
        ))}
        <FareFacts baggage={offer.baggage} conditions={offer.conditions} terms={offer.cancellationPolicy} />
      </div>
      <div className="tf-flight-card__price">
        <p className="tf-flight-card__amount">{money(offer.price.total)}</p>
        <p className="tf-flight-muted">{t('results.priceFor', { count: travellers })}</p>
        {offer.seatsLeft !== null && offer.seatsLeft <= 4 && <p className="tf-flight-scarce">{t('results.seatsLeft', { count: offer.seatsLeft })}</p>}
        <Link
          className="tf-button tf-button--primary"
          to={href}
          aria-label={t('results.selectOffer', { airline: offer.owner.name, price: money(offer.price.total) })}
        >
          {t('results.select')}
        </Link>
        <AddToProposal product="flight" offerId={offer.offerId} currency={offer.price.total.currency} label={`${offer.owner.name} · ${offer.fareBrand}`} />
      </div>
    </article>
  );
}

export const OfferCardSkeleton = () => <CardSkeleton card="tf-flight-card tf-flight-card--skeleton" body="tf-flight-card__body" line="tf-flight-line" />;
