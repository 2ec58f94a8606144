import type { HotelSearchResult } from '@tripfront/domain/booking/hotel-api';
import { Link } from 'react-router';
import { useHotelsTranslation } from '../hooks/use-hotels-translation.ts';
import { AddToProposal, useMoney, CardSkeleton } from '../../booking/index.ts';
import { DueAtProperty } from './due-at-property.tsx';
import { Stars } from './stars.tsx';

interface HotelCardProps {
  hotel: HotelSearchResult;
  href: string;
  nights: number;
  rooms: number;
  /** The first cards are above the fold: their photos load at once, the others lazily. */
  eager: boolean;
}

/** One hotel in the results: photo, name, stars, distance, reviews, the cheapest rate's cancellation terms, price for the stay. */
export function HotelCard({ hotel, href, nights, rooms, eager }: HotelCardProps) {
  const { t } = useHotelsTranslation();
  const money = useMoney();
  return (
    <article className="tf-hotel-card" aria-labelledby={`hotel-${hotel.propertyId}`}>
      <img className="tf-hotel-card__photo" src={hotel.image} alt="" width={320} height={220} loading={eager ? 'eager' : 'lazy'} decoding="async" />
      <div className="tf-hotel-card__body">
        <h2 className="tf-hotel-card__name" id={`hotel-${hotel.propertyId}`}>
          <Link to={href}>{hotel.name}</Link>
        </h2>
        <Stars count={hotel.stars} />
        <p className="tf-hotel-card__muted">{t('results.distance', { distance: hotel.distanceKm.toFixed(1), place: hotel.distanceFrom })}</p>
        <p className="tf-hotel-card__review">
          <span className="tf-hotel-card__score">{hotel.reviewScore.toFixed(1)}</span> {t('results.reviews', { count: hotel.reviewCount })}
        </p>
        {/* The server's words for the rate this price comes from: the same as its details, checkout and booking (decision 0097). */}
        <p className={hotel.cancellationPolicy.refundable ? 'tf-hotels-badge' : 'tf-hotel-card__muted'}>{hotel.cancellationPolicy.description}</p>
        {/* The price is the lowest rate's; a hotel that also sells refundable rates says so (the Free cancellation filter keeps it). */}
        {!hotel.cancellationPolicy.refundable && hotel.freeCancellation && <p className="tf-hotels-badge">{t('results.freeCancellationElsewhere')}</p>}
        {/* Agents only: the API names the supplier account an offer comes from to agents, never to travellers (decision 0105).
            The account's name keeps its own direction inside the translated sentence. */}
        {hotel.source && <p className="tf-hotel-card__muted tf-hotel-card__source">{t('results.source', { source: `\u2068${hotel.source}\u2069` })}</p>}
      </div>
      <div className="tf-hotel-card__price">
        <p className="tf-hotel-card__amount">{money(hotel.price.total)}</p>
        <p className="tf-hotel-card__muted">
          {t('results.priceFor', { nights: t('common.nights', { count: nights }), rooms: t('common.rooms', { count: rooms }) })}
        </p>
        <DueAtProperty due={hotel.dueAtProperty} className="tf-hotel-card__muted" />
        <div className="tf-offer-actions">
          <Link className="tf-button tf-button--primary" to={href} aria-label={t('results.seeRoomsOf', { hotel: hotel.name })}>
            {t('results.seeRooms')}
          </Link>
          {/* The rate this price is of (decision 0123); agents who make proposals only. */}
          {hotel.offerId && <AddToProposal product="hotel" offerId={hotel.offerId} currency={hotel.price.total.currency} label={hotel.name} />}
        </div>
      </div>
    </article>
  );
}

export const HotelCardSkeleton = () => (
  <CardSkeleton card="tf-hotel-card tf-hotel-card--skeleton" image="tf-hotel-card__photo" body="tf-hotel-card__body" lines={['', 'short', 'short']} />
);
