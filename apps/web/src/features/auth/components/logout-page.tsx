import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingStatus } from '../../../components/ui/status.tsx';
import { useAgency } from '../../agency/index.ts';
import { performLogout } from '../perform-logout.ts';

/** /logout: signs out once, then leaves for the return URL (spec §4). */
export function LogoutPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { returnUrl } = useAgency();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void performLogout(queryClient, returnUrl);
  }, [queryClient, returnUrl]);

  return (
    <div className="tf-container tf-page">
      <LoadingStatus>{t('logout.inProgress')}</LoadingStatus>
    </div>
  );
}
