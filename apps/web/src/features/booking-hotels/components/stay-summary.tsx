import type { HotelBookingDetails } from '@tripfront/domain/booking/bookings';
import type { CancellationPolicy } from '@tripfront/domain/booking/hotel-api';
import type { DueAtProperty as Due, PriceBreakdown as Price } from '@tripfront/domain/booking/price';
import { useDisplayDate } from '../../../lib/use-display-date.ts';
import { PriceBreakdown } from '../../booking/index.ts';
import { countGuests } from '../hotel-urls.ts';
import { DueAtProperty } from './due-at-property.tsx';
import { useHotelsTranslation } from '../hooks/use-hotels-translation.ts';

export interface StaySummaryProps {
  hotel: string;
  address?: string;
  room: string;
  rate: string;
  checkin: string;
  checkout: string;
  nights: number;
  occupancy: readonly string[];
  policy: CancellationPolicy;
  price: Price;
  /** Taxes and fees paid at the property, apart from the price. */
  dueAtProperty?: Due | undefined;
}

/** The summary of a stored booking (confirmation and booking pages). */
export function bookingStay(b: HotelBookingDetails): StaySummaryProps {
  return {
    hotel: b.hotel.name,
    address: b.hotel.address,
    room: b.room.name,
    rate: b.ratePlan.name,
    checkin: b.startDate,
    checkout: b.endDate,
    nights: b.nights,
    occupancy: b.occupancy,
    policy: b.ratePlan.cancellationPolicy,
    price: b.price,
    dueAtProperty: b.dueAtProperty,
  };
}

/**
 * Hotel, room, dates, guests, cancellation policy and price: what the hotel plugs into the shared
 * checkout, confirmation and booking pages (their booking.css styles the facts and the breakdown).
 */
export function StaySummary(props: StaySummaryProps) {
  const dates = useDisplayDate();
  const { t } = useHotelsTranslation();
  const guests = countGuests(props.occupancy);
  return (
    <div className="tf-hotels-stay">
      {/* The supplier's words read in their own direction inside an Arabic page (decision 0099). */}
      <h2>
        <bdi>{props.hotel}</bdi>
      </h2>
      {props.address && (
        <p className="tf-booking-muted">
          <bdi>{props.address}</bdi>
        </p>
      )}
      <dl className="tf-booking-facts">
        <div>
          <dt>{t('summary.room')}</dt>
          <dd>
            <bdi>{props.room}</bdi> · <bdi>{props.rate}</bdi>
          </dd>
        </div>
        <div>
          <dt>{t('summary.dates')}</dt>
          <dd>
            {dates.range(props.checkin, props.checkout)} ({t('common.nights', { count: props.nights })})
          </dd>
        </div>
        <div>
          <dt>{t('summary.guests')}</dt>
          <dd>
            {t('common.rooms', { count: props.occupancy.length })}, {t('common.adults', { count: guests.adults })}
            {guests.children > 0 && `, ${t('common.children', { count: guests.children })}`}
          </dd>
        </div>
        <div>
          <dt>{t('summary.cancellation')}</dt>
          <dd>
            <bdi>{props.policy.description}</bdi>
          </dd>
        </div>
      </dl>
      <PriceBreakdown price={props.price} product="hotel" />
      <DueAtProperty due={props.dueAtProperty} className="tf-booking-muted" />
    </div>
  );
}
