import type { BookingDetails } from '@tripfront/domain/booking/bookings';
import { PriceBreakdown } from '../../booking/index.ts';
import { useActivitiesTranslation } from '../hooks/use-activities-translation.ts';
import { ActivitySummary } from './activity-summary.tsx';

/** A stored activity booking as the confirmation and booking pages show it (the activity's BookedSummary). */
export default function ActivityBookedSummary({ booking }: { booking: BookingDetails }) {
  const { t } = useActivitiesTranslation();
  if (booking.product !== 'activity') return <h2 dir="auto">{booking.title}</h2>;
  const names = booking.activity.participantNames;
  return (
    <>
      <ActivitySummary activity={booking.activity} terms={booking.cancellationPolicy.description} />
      {names.length > 0 && (
        <section aria-labelledby="booked-participants">
          <h3 id="booked-participants">{t('checkout.participants')}</h3>
          <ul className="tf-activity-booked-participants">
            {names.map((p, i) => (
              <li key={i}>
                {p.firstName} {p.lastName} · {t(`type.${p.type}`)}
              </li>
            ))}
          </ul>
        </section>
      )}
      <PriceBreakdown price={booking.price} product="activity" />
    </>
  );
}
