import i18next from 'i18next';
import { Link } from 'react-router';
import { LoadingStatus } from '../../../components/ui/status.tsx';
import { useBookingLinks } from '../../agency/index.ts';
import { BOOKING_NS, OpenHolds } from '../../booking/index.ts';
import { useCurrentUser } from '../../auth/index.ts';
import { useBookings } from '../api/get-bookings.ts';
import { useTravellerTranslation } from '../hooks/use-traveller-translation.ts';
import { sortTrips } from '../trips.ts';
import { TripCard } from './trip-card.tsx';

/** The page with the booking texts its list of open holds shows. */
export async function loadTripsPage() {
  await i18next.loadNamespaces(BOOKING_NS);
  return TripsPage;
}

/** /mytrip/mytrips: the traveller's bookings, latest first, or 'No trips yet' with a way to search. */
export function TripsPage() {
  const { t } = useTravellerTranslation();
  const user = useCurrentUser();
  const bookings = useBookings(user?.id ?? '');

  return (
    <section aria-labelledby="tf-trips-title">
      <h1 id="tf-trips-title">{t('trips.title')}</h1>
      {/* Offers held and not booked yet, each with its time left and Release. */}
      <OpenHolds />
      <Trips bookings={bookings} />
    </section>
  );
}

/** Loading, the error with Try again, 'No trips yet' with a way to search, or the trips. */
function Trips({ bookings }: { bookings: ReturnType<typeof useBookings> }) {
  const { t } = useTravellerTranslation();
  const user = useCurrentUser();
  const { bookNow } = useBookingLinks(user);
  if (bookings.isPending) return <LoadingStatus>{t('trips.loading')}</LoadingStatus>;
  if (bookings.isError) {
    return (
      <div className="tf-traveller__empty" role="alert">
        <p>{t('trips.error')}</p>
        <button type="button" className="tf-button tf-button--outline" onClick={() => void bookings.refetch()}>
          {t('trips.retry')}
        </button>
      </div>
    );
  }
  if (bookings.data.length === 0) {
    return (
      <div className="tf-traveller__empty">
        <h2>{t('trips.empty')}</h2>
        <p>{t('trips.emptyText')}</p>
        {bookNow && (
          <Link className="tf-button tf-button--primary" to={bookNow}>
            {t('trips.search')}
          </Link>
        )}
      </div>
    );
  }
  return (
    <ul className="tf-trips">
      {sortTrips(bookings.data).map((trip) => (
        <li key={trip.reference}>
          <TripCard trip={trip} />
        </li>
      ))}
    </ul>
  );
}
