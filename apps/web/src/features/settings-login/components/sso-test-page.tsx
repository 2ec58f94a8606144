import { useEffect } from 'react';
import { LoadingStatus } from '../../../components/ui/status.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useSsoTestReport } from '../api/get-sso-test-report.ts';
import { useLoginTranslation } from '../hooks/use-login-translation.ts';
import { announceSsoTest } from '../sso-test-channel.ts';
import { ClaimsTable } from './claims-table.tsx';
import './login-settings.css';

/**
 * /sso?test=<state>: the window of a test sign-in, back from the provider. It tells the Login
 * settings page that started it (which reads the report itself), and shows the claims here too,
 * for when that page is gone.
 */
export function SsoTestPage({ state }: { state: string }) {
  const { t } = useLoginTranslation();
  useEffect(() => announceSsoTest({ kind: 'report', state }), [state]);
  return (
    <div className="tf-container tf-page">
      <div className="tf-card tf-login-test">
        <h1>{t('test.pageTitle')}</h1>
        <ReportBody state={state} />
        <button type="button" className="tf-button tf-button--outline tf-login-test__close" onClick={() => window.close()}>
          {t('test.close')}
        </button>
      </div>
    </div>
  );
}

/** The claims once read, else why not, else that they are loading. */
function ReportBody({ state }: { state: string }) {
  const { t } = useLoginTranslation();
  const report = useSsoTestReport(state);
  if (report.data) {
    return (
      <>
        <p>{t('test.pageIntro', { provider: t(`providers.${report.data.provider}`) })}</p>
        <ClaimsTable report={report.data} />
      </>
    );
  }
  if (report.isError) {
    const expired = report.error instanceof ApiError && report.error.status === 404;
    return (
      <p className="tf-settings__error" role="alert">
        {t(expired ? 'test.expired' : 'test.loadError')}
      </p>
    );
  }
  return <LoadingStatus>{t('test.loading')}</LoadingStatus>;
}
