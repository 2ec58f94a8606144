import type { NavigationEntry } from '@tripfront/domain/agency';
import { navigationLabel } from '@tripfront/domain/navigation/agency-texts';
import { contentPresenceOf, visibleNavigations } from '@tripfront/domain/navigation/content-links';
import { isExternalHref } from '@tripfront/domain/navigation/routes';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { AgencyLogo, useAgency, useAgencyLanguages, useAgencyNavigations } from '../../features/agency/index.ts';
import { AuthButtons, ProfileMenu } from '../../features/auth/index.ts';
import { CurrencyPicker } from '../../features/currency/index.ts';
import { BasketLink } from '../../features/proposals/index.ts';
import { LanguagePicker } from '../../features/language/index.ts';
import type { SessionUser } from '../../lib/bootstrap.ts';
import './header.css';

/** One agency link, labelled in the interface language when the agency translated it (decision 0099). */
function NavItem({ entry }: { entry: NavigationEntry }) {
  const agency = useAgency();
  const { i18n } = useTranslation();
  const label = <bdi>{navigationLabel(agency.translations, i18n.language, entry)}</bdi>;
  return isExternalHref(entry.path) ? (
    <a className="tf-header__link" href={entry.path}>
      {label}
    </a>
  ) : (
    <NavLink className="tf-header__link" to={entry.path} end>
      {label}
    </NavLink>
  );
}

/**
 * Top header (spec §2): logo, agency navigation, language and currency pickers, and Log In /
 * Sign Up or the profile menu. Up to 1080px the menus fold into a toggleable panel.
 * `showMenus` false keeps only the logo (hideHeaderforDealProposal). With the logo placed in the
 * centre (Customize Theme), wide screens give it a row of its own above the menus.
 */
export function Header({ user, showMenus }: { user: SessionUser | null; showMenus: boolean }) {
  const { t } = useTranslation();
  const agency = useAgency();
  // Issue #44: a link to a content page shows only when the page has something to show.
  const navigations = visibleNavigations(useAgencyNavigations(), contentPresenceOf(agency), { topDestinations: agency.displayTopDestinations });
  const languages = useAgencyLanguages();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  // A new page closes the mobile menu.
  const [lastPath, setLastPath] = useState(pathname);
  if (lastPath !== pathname) {
    setLastPath(pathname);
    setMenuOpen(false);
  }

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) {
        setMenuOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <header className="tf-header" data-logo-placement={agency.logoPlacement}>
      <div className="tf-container tf-header__inner">
        <AgencyLogo user={user} />
        {showMenus && (
          <>
            <button
              ref={toggleRef}
              type="button"
              className="tf-header__toggle"
              aria-expanded={menuOpen}
              aria-controls="tf-header-menus"
              aria-label={menuOpen ? t('header.closeMenu') : t('header.openMenu')}
              onClick={() => setMenuOpen((open) => !open)}
            >
              <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
                <path
                  d={menuOpen ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h16M4 17h16'}
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                />
              </svg>
            </button>
            <div id="tf-header-menus" className="tf-header__menus" data-open={menuOpen}>
              {navigations.length > 0 && (
                <nav className="tf-header__nav" aria-label={t('header.mainNavigation')}>
                  <ul>
                    {navigations.map((entry) => (
                      <li key={`${entry.label}-${entry.path}`}>
                        <NavItem entry={entry} />
                      </li>
                    ))}
                  </ul>
                </nav>
              )}
              <div className="tf-header__tools">
                <LanguagePicker languages={languages} signedIn={user !== null} />
                <CurrencyPicker pinned={agency.settings.pinnedCurrencies} />
                {user && <BasketLink user={user} />}
                {user ? <ProfileMenu user={user} /> : <AuthButtons />}
              </div>
            </div>
          </>
        )}
      </div>
    </header>
  );
}
