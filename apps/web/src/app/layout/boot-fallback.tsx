import { useTranslation } from 'react-i18next';
import { LoadingStatus } from '../../components/ui/status.tsx';

/** Shown while the first page's module loads. */
export function BootFallback() {
  const { t } = useTranslation();
  return <LoadingStatus>{t('common.loading')}</LoadingStatus>;
}
