import { isAgent, isGuestUser, supportTarget } from '@tripfront/domain/navigation/roles';
import { isExternalHref } from '@tripfront/domain/navigation/routes';
import { canSeeWebsiteSettings } from '@tripfront/domain/navigation/side-nav';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../config/paths.ts';
import type { SessionUser } from '../../../lib/bootstrap.ts';
import { hasPartnerProfile } from '../../../lib/partner-sdk.ts';
import { useAgency, useBookingLinks } from '../../agency/index.ts';
import { useAuthModal } from '../hooks/use-auth-modal.tsx';
import './profile-menu.css';

type MenuKey = 'dashboard' | 'bookNow' | 'myTrips' | 'profile' | 'wallet' | 'commandCenter' | 'profileSettings' | 'websiteSettings' | 'support' | 'logOut';

function initials(user: SessionUser): string {
  const { first_name: first, last_name: last } = user.personal_info;
  return `${first.charAt(0)}${last.charAt(0)}`.toUpperCase() || '?';
}

/**
 * The signed-in user's menu (spec §6): traveller links, or Command Center and settings for agents. A
 * guest session (decision 0104) has only its trips: the API refuses it everything else.
 */
export function ProfileMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const agency = useAgency();
  const { bookNow } = useBookingLinks(user);
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  // Signed in through the dialog: this button stands where the Log In link that opened it stood.
  const signIns = useAuthModal()?.signIns ?? 0;
  useEffect(() => {
    if (signIns > 0) buttonRef.current?.focus();
  }, [signIns]);

  const items: Array<[MenuKey, string]> = [];
  if (isGuestUser(user)) {
    items.push(['myTrips', paths.traveller.trips()]);
  } else if (isAgent(user)) {
    items.push(['commandCenter', paths.agent.dashboard()]);
    if (bookNow) items.push(['bookNow', bookNow]);
    items.push(['profileSettings', paths.agent.profileSettings()]);
    if (canSeeWebsiteSettings(user)) items.push(['websiteSettings', paths.agent.websiteSettings()]);
  } else {
    items.push(['dashboard', paths.traveller.dashboard()]);
    if (bookNow) items.push(['bookNow', bookNow]);
    items.push(['myTrips', paths.traveller.trips()], ['profile', paths.traveller.profile()]);
    if (user.isRewardWalletEnable) items.push(['wallet', paths.traveller.wallet()]);
  }
  if (!isGuestUser(user)) items.push(['support', supportTarget(user, agency.settings.supportWidgetUrl)]);
  if (!hasPartnerProfile()) items.push(['logOut', paths.logout()]);

  // Close when the page changes.
  const [lastPath, setLastPath] = useState(pathname);
  if (lastPath !== pathname) {
    setLastPath(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: MouseEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const name = user.personal_info.first_name || user.personal_info.email;
  return (
    <div className="tf-profile" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="tf-profile__button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t('profileMenu.button', { name })}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="tf-profile__avatar" aria-hidden="true">
          {user.personal_info.profile_image ? <img src={user.personal_info.profile_image} alt="" width={32} height={32} /> : initials(user)}
        </span>
        <span className="tf-profile__name" aria-hidden="true">
          {name}
        </span>
      </button>
      <ul id={menuId} className="tf-profile__menu" hidden={!open}>
        {items.map(([key, href]) => (
          <li key={key}>
            {isExternalHref(href) ? (
              <a href={href} target="_blank" rel="noopener noreferrer">
                {t(`profileMenu.${key}`)} <span className="tf-sr-only">{t('common.newTab')}</span>
              </a>
            ) : (
              <Link to={href} onClick={() => setOpen(false)}>
                {t(`profileMenu.${key}`)}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
