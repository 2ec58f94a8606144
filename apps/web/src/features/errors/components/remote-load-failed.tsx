import { useTranslation } from 'react-i18next';
import { browser } from '../../../lib/browser.ts';
import './errors.css';

/** Shown in place of a booking module that could not be loaded (spec §8). */
export function RemoteLoadFailed() {
  const { t } = useTranslation();
  return (
    <div className="tf-container tf-page">
      <div className="tf-error-page" role="alert">
        <h1>{t('errors.remoteLoad')}</h1>
        <button type="button" className="tf-button tf-button--primary" onClick={() => browser.reload()}>
          {t('errors.reload')}
        </button>
      </div>
    </div>
  );
}
