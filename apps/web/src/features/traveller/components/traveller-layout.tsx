import { isGuestUser } from '@tripfront/domain/navigation/roles';
import { useEffect, useRef } from 'react';
import { Navigate, NavLink, Outlet, useLocation } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useCurrentUser } from '../../auth/index.ts';
import { useTravellerTranslation, type TravellerKey } from '../hooks/use-traveller-translation.ts';
import '../../../components/ui/form.css';
import './traveller.css';

/** The traveller area's sections; Wallet only for users with the reward wallet (spec §6); a guest session only has its trips (decision 0104). */
export function travellerSections(walletEnabled: boolean, guest = false): Array<{ key: TravellerKey; to: string }> {
  if (guest) return [{ key: 'nav.trips', to: paths.traveller.trips() }];
  return [
    { key: 'nav.dashboard', to: paths.traveller.dashboard() },
    { key: 'nav.trips', to: paths.traveller.trips() },
    { key: 'nav.profile', to: paths.traveller.profile() },
    { key: 'nav.support', to: paths.traveller.support() },
    ...(walletEnabled ? [{ key: 'nav.wallet' as const, to: paths.traveller.wallet() }] : []),
  ];
}

/** /mytrip/*: a section navigation (a side column on wide screens, scrolling tabs on phones) and the section. */
export function TravellerLayout() {
  const { t } = useTravellerTranslation();
  const user = useCurrentUser();
  const { pathname, search } = useLocation();
  const navRef = useRef<HTMLElement>(null);
  // On phones the tabs scroll sideways: keep the current one in view.
  useEffect(() => {
    navRef.current?.querySelector('[aria-current="page"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [pathname]);
  // Signing out elsewhere (another tab, an expired session) leaves this page.
  if (!user) return <Navigate to={paths.login(`${pathname}${search}`)} replace />;

  return (
    <div className="tf-container tf-page tf-traveller">
      <nav ref={navRef} className="tf-traveller__nav" aria-label={t('nav.label')}>
        <ul>
          {travellerSections(user.isRewardWalletEnable, isGuestUser(user)).map(({ key, to }) => (
            <li key={key}>
              <NavLink to={to} className="tf-traveller__link">
                {t(key)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="tf-traveller__content">
        <Outlet />
      </div>
    </div>
  );
}
