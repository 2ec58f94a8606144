import { useTranslation } from 'react-i18next';
import { EmptyState, LoadingStatus } from '../../../components/ui/status.tsx';

export function ContentLoading() {
  const { t } = useTranslation();
  return (
    <div className="tf-container tf-page">
      <LoadingStatus>{t('common.loading')}</LoadingStatus>
    </div>
  );
}

/** The list or page could not be read: says so, and offers to try again. */
export function ContentError({ title, onRetry }: { title: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="tf-container tf-page">
      <EmptyState title={title} role="alert">
        <p>{t('content.loadError')}</p>
        <button type="button" className="tf-button tf-button--outline" onClick={onRetry}>
          {t('content.tryAgain')}
        </button>
      </EmptyState>
    </div>
  );
}
