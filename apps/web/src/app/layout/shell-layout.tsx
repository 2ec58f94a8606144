import { showSideNav } from '@tripfront/domain/navigation/side-nav';
import { queryHideFlag, shellVisibility } from '@tripfront/domain/navigation/shell';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { AdSlot } from '../../features/advertising/index.tsx';
import { ConsentBanner } from '../../features/analytics/index.ts';
import { useAgency, useAgencyBranding } from '../../features/agency/index.ts';
import { AuthModalProvider, useCurrentUser } from '../../features/auth/index.ts';
import { BusinessInfoGate } from '../../features/business-info/index.ts';
import { CurrencyProvider } from '../../features/currency/index.ts';
import { AgencyInactiveModal } from '../../features/modals/index.ts';
import { deleteCookie, getCookie, setCookie } from '../../lib/cookies.ts';
import { SHELL_COOKIES } from '../../lib/storage.ts';
import { AuthModalHost } from './auth-modal-host.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import './shell-layout.css';

// Only agents see the side navigation, so visitors and travellers never download it.
const SideNav = lazy(() => import('../../features/agent-nav/index.ts').then((module) => ({ default: module.SideNav })));

/** hideHeader / hideFooter query flags are remembered for the browser session (spec §2/§3). */
function rememberHideFlags(search: string): void {
  for (const name of ['hideHeader', 'hideFooter'] as const) {
    const flag = queryHideFlag(search, name);
    if (flag === true) setCookie(SHELL_COOKIES[name], 'true');
    else if (flag === false) deleteCookie(SHELL_COOKIES[name]);
  }
}

/** Root layout: skip link, header, agent side navigation, the page, footer, the blocking modal and the sign-in dialog. */
export function ShellLayout() {
  const { t } = useTranslation();
  const agency = useAgency();
  const user = useCurrentUser();
  const { pathname, search } = useLocation();
  const navigation = useNavigation();
  const mainRef = useRef<HTMLElement>(null);
  const firstPath = useRef(pathname);
  // Colours, title and favicon follow the agency when it is fetched again (after a settings save).
  useAgencyBranding(agency);

  useEffect(() => rememberHideFlags(search), [search]);

  // After a client-side navigation, move focus to the new page so screen readers announce it.
  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = '';
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);

  const visibility = shellVisibility({
    pathname,
    search,
    hideHeaderCookie: getCookie(SHELL_COOKIES.hideHeader) === 'true',
    hideFooterCookie: getCookie(SHELL_COOKIES.hideFooter) === 'true',
    signedIn: user !== null,
    hideHeaderforDealProposal: agency.hideHeaderforDealProposal,
  });

  return (
    <CurrencyProvider agencyDefaultCountry={agency.defaultCountry} enabledCurrencies={agency.enabledCurrencies ?? null}>
      <AuthModalProvider>
        <a
          className="tf-skip-link"
          href="#main"
          onClick={(event) => {
            event.preventDefault();
            mainRef.current?.focus();
          }}
        >
          {t('common.skipToContent')}
        </a>
        {navigation.state === 'loading' && <div className="tf-progress" role="presentation" />}
        <div className="tf-app">
          {/* The server says when (demoNotice, decision 0078): the sandbox takes this agency's bookings in production. */}
          {agency.demoNotice && (
            <p className="tf-demo-notice" role="note">
              {t('common.demoNotice')}
            </p>
          )}
          {visibility.header && <Header user={user} showMenus={visibility.headerMenus} />}
          <div className="tf-shell">
            {user && showSideNav(user) && (
              <Suspense fallback={<div className="tf-sidenav-placeholder" />}>
                <SideNav user={user} />
              </Suspense>
            )}
            <main id="main" ref={mainRef} className="tf-main" tabIndex={-1}>
              <Outlet />
              <AdSlot />
            </main>
          </div>
          {visibility.footer && <Footer />}
        </div>
        <ConsentBanner />
        <AgencyInactiveModal />
        <BusinessInfoGate user={user} />
        <AuthModalHost />
        <ScrollRestoration />
      </AuthModalProvider>
    </CurrencyProvider>
  );
}
