import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { LoadingStatus } from '../../../components/ui/status.tsx';
import { useAgency, useBookingLinks } from '../../agency/index.ts';
import { useCurrentUser } from '../../auth/index.ts';
import { useBookings } from '../api/get-bookings.ts';
import { useMoneyFormat } from '../hooks/use-money.ts';
import { useTravellerTranslation, type TravellerKey } from '../hooks/use-traveller-translation.ts';
import { localIsoDate, nextTrip } from '../trips.ts';
import { TripCard } from './trip-card.tsx';

/** /mytrip/dashboard: greeting, the next trip, shortcuts to search and the other sections, wallet credits. */
export function DashboardPage() {
  const { t } = useTravellerTranslation();
  const agency = useAgency();
  const user = useCurrentUser();
  const { bookNow } = useBookingLinks(user);
  const bookings = useBookings(user?.id ?? '');
  const { inSelectedCurrency } = useMoneyFormat();
  if (!user) return null;

  const name = user.personal_info.first_name || user.personal_info.email;
  const upcoming = bookings.data ? nextTrip(bookings.data, localIsoDate(new Date())) : null;
  const credits = user.personal_info.credits;
  const shortcuts: Array<{ to: string; label: TravellerKey; hint: TravellerKey; primary?: boolean }> = [
    ...(bookNow ? [{ to: bookNow, label: 'dashboard.search' as const, hint: 'dashboard.searchHint' as const, primary: true }] : []),
    { to: paths.traveller.trips(), label: 'nav.trips', hint: 'dashboard.tripsHint' },
    { to: paths.traveller.profile(), label: 'nav.profile', hint: 'dashboard.profileHint' },
    { to: paths.traveller.support(), label: 'nav.support', hint: 'dashboard.supportHint' },
    ...(user.isRewardWalletEnable ? [{ to: paths.traveller.wallet(), label: 'nav.wallet' as const, hint: 'dashboard.walletHint' as const }] : []),
  ];

  return (
    <div className="tf-dashboard">
      <h1>{t('dashboard.greeting', { name })}</h1>
      <p className="tf-traveller__intro">{t('dashboard.intro')}</p>

      <section className="tf-traveller__panel" aria-labelledby="tf-next-trip">
        <h2 id="tf-next-trip">{t('dashboard.nextTrip')}</h2>
        {bookings.isPending ? (
          <LoadingStatus>{t('trips.loading')}</LoadingStatus>
        ) : upcoming ? (
          <>
            <TripCard trip={upcoming} headingLevel={3} />
            <Link to={paths.traveller.trips()}>{t('dashboard.allTrips')}</Link>
          </>
        ) : (
          <div className="tf-traveller__empty tf-traveller__empty--compact">
            <h3>{t('dashboard.noUpcoming')}</h3>
            <p>{t('dashboard.noUpcomingText')}</p>
          </div>
        )}
      </section>

      {user.isRewardWalletEnable && (
        <section className="tf-traveller__panel tf-dashboard__credits" aria-labelledby="tf-credits">
          <h2 id="tf-credits">{t('dashboard.credits')}</h2>
          <p className="tf-wallet__amount">{inSelectedCurrency(credits.amount, credits.currency).text}</p>
        </section>
      )}

      <section aria-labelledby="tf-shortcuts">
        <h2 id="tf-shortcuts">{t('dashboard.shortcuts')}</h2>
        <ul className="tf-shortcuts">
          {shortcuts.map((s) => (
            <li key={s.to}>
              <Link to={s.to} className={s.primary ? 'tf-shortcut tf-shortcut--primary' : 'tf-shortcut'}>
                <span className="tf-shortcut__label">{t(s.label)}</span>
                <span className="tf-shortcut__hint">{t(s.hint, { agency: agency.agencyName })}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
