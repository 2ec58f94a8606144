import { useTranslation } from 'react-i18next';
import './errors.css';

/** No agency for this host (spec §4). The server normally answers this itself. */
export function AgencyNotFound() {
  const { t } = useTranslation();
  return (
    <main id="main" className="tf-container tf-page">
      <div className="tf-error-page">
        <p className="tf-error-page__code" aria-hidden="true">
          404
        </p>
        <h1>{t('errors.agencyNotFound')}</h1>
      </div>
    </main>
  );
}
