import { useTranslation } from 'react-i18next';
import { browser } from '../../../lib/browser.ts';
import './errors.css';

/** The default error (spec §8) with a way out. Used by the route and global boundaries. */
export function SomethingWentWrong() {
  const { t } = useTranslation();
  return (
    <div className="tf-container tf-page">
      <div className="tf-error-page" role="alert">
        <h1>{t('errors.generic')}</h1>
        <button type="button" className="tf-button tf-button--primary" onClick={() => browser.reload()}>
          {t('errors.reload')}
        </button>
      </div>
    </div>
  );
}
