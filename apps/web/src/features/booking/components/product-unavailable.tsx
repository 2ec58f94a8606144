import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/status.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';

/**
 * The product API's refusal on a production site whose sandbox inventory may not sell (decision 0078:
 * 503 SANDBOX_DISABLED from search, details, hold and book). Trying again cannot help.
 */
export const isProductUnavailable = (error: unknown): boolean => error instanceof ApiError && error.body.code === 'SANDBOX_DISABLED';

/**
 * What every product page (results, details, checkout) shows instead of its error when the product is
 * not available on this site: why, and the way home; no "Try again" that can never work.
 * Without `notice`, the whole page (its heading says so); with it, a notice of that class inside a page
 * that keeps its own heading (the results).
 */
export function ProductUnavailable({ notice }: { notice?: string }) {
  const { t } = useTranslation();
  const home = (
    <Link className="tf-button tf-button--primary" to={paths.home()}>
      {t('common.takeMeHome')}
    </Link>
  );
  if (notice) {
    return (
      <div className={notice} role="alert">
        <p>
          <strong>{t('common.productUnavailable')}</strong>
        </p>
        <p>{t('common.sandboxDisabled')}</p>
        {home}
      </div>
    );
  }
  return (
    <div className="tf-container tf-page">
      <EmptyState role="alert" title={t('common.productUnavailable')}>
        <p>{t('common.sandboxDisabled')}</p>
        {home}
      </EmptyState>
    </div>
  );
}
