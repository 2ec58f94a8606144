import { LTR_SLOT, LtrSlot } from '../../../components/ui/ltr.tsx';
import { useDisplayDate } from '../../../lib/use-display-date.ts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ServiceIcon } from '../../../components/ui/icons/service-icons.tsx';
import { bookingDetailsUrl, PRODUCT_SERVICE, productOf } from '../../booking/index.ts';
import type { BookingSummary } from '../api/get-bookings.ts';
import { useMoneyFormat } from '../hooks/use-money.ts';
import { useTravellerTranslation } from '../hooks/use-traveller-translation.ts';

/**
 * One booking of any product: what it is (its service's icon and name: Hotels, Air Travel, Car
 * Rentals …), title, place, dates (spec §5 'start | end'), status, reference and total.
 */
export function TripCard({ trip, headingLevel = 2 }: { trip: BookingSummary; headingLevel?: 2 | 3 }) {
  const dates = useDisplayDate();
  const { t } = useTravellerTranslation();
  const { t: tShell } = useTranslation();
  const { format } = useMoneyFormat();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const product = productOf(trip);
  const service = PRODUCT_SERVICE[product];
  return (
    <article className="tf-trip" data-status={trip.status} data-product={product}>
      <div className="tf-trip__top">
        <span className="tf-trip__service">
          <ServiceIcon service={service} size={18} className="tf-trip__icon" />
          {tShell(`services.${service}`)}
        </span>
        <span className="tf-trip__status">{t(`trips.status.${trip.status}`)}</span>
      </div>
      <Heading className="tf-trip__title">
        {/* A booking's own page: details, history and cancellation (features/booking). */}
        <Link to={bookingDetailsUrl(trip.reference)}>
          <bdi>{trip.title}</bdi>
        </Link>
      </Heading>
      {trip.location && (
        <p className="tf-trip__location">
          <bdi>{trip.location}</bdi>
        </p>
      )}
      <dl className="tf-trip__facts">
        <div>
          <dt>{t('trips.dates')}</dt>
          <dd>{dates.range(trip.startDate, trip.endDate)}</dd>
        </div>
        <div>
          <dt>{t('trips.total')}</dt>
          <dd>{format(trip.total.amount, trip.total.currency)}</dd>
        </div>
      </dl>
      <p className="tf-trip__reference">
        <LtrSlot text={t('trips.reference', { reference: LTR_SLOT })} value={trip.reference} />
      </p>
    </article>
  );
}
