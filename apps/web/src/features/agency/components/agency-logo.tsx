import { isExternalHref } from '@tripfront/domain/navigation/routes';
import { logoLinkTarget, type NavUser } from '@tripfront/domain/navigation/roles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAgency } from '../api/get-agency.ts';
import './agency-logo.css';

/** Screens up to this width use logoMobile (spec §3). */
const MOBILE_QUERY = '(max-width: 767px)';

/** The agency logo (max 50px high), linking per spec §2: subscription page, return URL or '/'. */
export function AgencyLogo({ user }: { user: Pick<NavUser, 'userType'> | null }) {
  const agency = useAgency();
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const href = logoLinkTarget(user, agency);
  const label = t('header.homeLink', { agencyName: agency.agencyName });

  const content =
    agency.logo && !failed ? (
      <picture>
        {agency.logoMobile && <source media={MOBILE_QUERY} srcSet={agency.logoMobile} />}
        <img className="tf-logo__img" src={agency.logo} alt={agency.agencyName} onError={() => setFailed(true)} />
      </picture>
    ) : (
      <span className="tf-logo__text">{agency.agencyName}</span>
    );

  return isExternalHref(href) ? (
    <a className="tf-logo" href={href} aria-label={label}>
      {content}
    </a>
  ) : (
    <Link className="tf-logo" to={href} aria-label={label}>
      {content}
    </Link>
  );
}
