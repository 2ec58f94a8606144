import { logoutTarget } from '@tripfront/domain/navigation/redirects';
import { isExternalHref } from '@tripfront/domain/navigation/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAgency } from '../../agency/index.ts';
import './errors.css';

/** /errors (spec §2): the not-found text, a contact link when the agency has an email, and a way home. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const agency = useAgency();
  const home = logoutTarget(agency.returnUrl);
  return (
    <div className="tf-container tf-page">
      <div className="tf-error-page">
        <p className="tf-error-page__code" aria-hidden="true">
          404
        </p>
        <h1>{t('errors.notFound')}</h1>
        {agency.contactEmailId && (
          <p>
            {t('errors.notFoundHelp')} <a href={`mailto:${agency.contactEmailId}`}>{t('common.contactUs')}</a>
          </p>
        )}
        {isExternalHref(home) ? (
          <a className="tf-button tf-button--primary" href={home}>
            {t('common.takeMeHome')}
          </a>
        ) : (
          <Link className="tf-button tf-button--primary" to={home}>
            {t('common.takeMeHome')}
          </Link>
        )}
      </div>
    </div>
  );
}
