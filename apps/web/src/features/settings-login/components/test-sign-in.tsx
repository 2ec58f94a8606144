import { testableProviders, type LoginSettings } from '@tripfront/domain/login-settings';
import type { SignInProvider, SsoError } from '@tripfront/domain/sign-in-providers';
import { useEffect, useReducer } from 'react';
import { LoadingStatus } from '../../../components/ui/status.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { SettingsSection } from '../../settings/index.ts';
import { useSsoTestReport } from '../api/get-sso-test-report.ts';
import { useLoginTranslation, type LoginT } from '../hooks/use-login-translation.ts';
import { listenForSsoTest, type SsoTestOutcome } from '../sso-test-channel.ts';
import { ClaimsTable } from './claims-table.tsx';

/** Where a test sign-in starts: the API runs the flow and, in test mode, ends on /sso?test=<state>. */
export const testSignInUrl = (provider: SignInProvider) => `/api/user/sso/start?provider=${provider}&test=1`;

type TestState =
  | { status: 'idle' }
  | { status: 'blocked' }
  | { status: 'waiting'; provider: SignInProvider }
  | { status: 'report'; provider: SignInProvider | null; state: string }
  | { status: 'failed'; reason: SsoError };
type TestEvent = { type: 'opened'; provider: SignInProvider } | { type: 'blocked' } | { type: 'cancel' } | { type: 'ended'; outcome: SsoTestOutcome };

function reduce(current: TestState, event: TestEvent): TestState {
  switch (event.type) {
    case 'opened':
      return { status: 'waiting', provider: event.provider };
    case 'blocked':
      return { status: 'blocked' };
    case 'cancel':
      return { status: 'idle' };
    case 'ended': {
      // Only a test this page is waiting for; a second copy of the same message changes nothing.
      if (current.status !== 'waiting') return current;
      const { outcome } = event;
      return outcome.kind === 'report' ? { status: 'report', provider: current.provider, state: outcome.state } : { status: 'failed', reason: outcome.reason };
    }
  }
}

const providerName = (t: LoginT, provider: SignInProvider) => t(`providers.${provider}`);

/** "Test sign-in" for each provider the saved settings offer, and what the last test received. */
export function TestSignIn({ settings, dirty }: { settings: LoginSettings; dirty: boolean }) {
  const { t } = useLoginTranslation();
  const [state, dispatch] = useReducer(reduce, { status: 'idle' });
  const waiting = state.status === 'waiting';

  useEffect(() => {
    if (!waiting) return;
    return listenForSsoTest((outcome) => dispatch({ type: 'ended', outcome }));
  }, [waiting]);

  const start = (provider: SignInProvider) => {
    const popup = window.open(testSignInUrl(provider), 'tripfront-sso-test', 'popup,width=520,height=720');
    dispatch(popup ? { type: 'opened', provider } : { type: 'blocked' });
  };
  const providers = testableProviders(settings);

  return (
    <SettingsSection id="login-test" title={t('test.title')} description={t('test.description')}>
      {providers.length === 0 ? (
        <p className="tf-form__hint">{t('test.none')}</p>
      ) : (
        <div className="tf-login-settings__tests">
          {providers.map((p) => (
            <button key={p} type="button" className="tf-button tf-button--outline" onClick={() => start(p)}>
              {t('test.run', { provider: providerName(t, p) })}
            </button>
          ))}
        </div>
      )}
      {dirty && providers.length > 0 && <p className="tf-form__hint">{t('test.unsaved')}</p>}
      <div aria-live="polite">
        {state.status === 'waiting' && (
          <div className="tf-login-settings__waiting">
            <LoadingStatus>{t('test.waiting')}</LoadingStatus>
            <button type="button" className="tf-button tf-button--outline" onClick={() => dispatch({ type: 'cancel' })}>
              {t('test.cancel')}
            </button>
          </div>
        )}
        {state.status === 'blocked' && (
          <p className="tf-settings__error" role="alert">
            {t('test.blocked')}
          </p>
        )}
        {state.status === 'failed' && (
          <p className="tf-settings__error" role="alert">
            {t('test.failed', { reason: t(`reasons.${state.reason}`) })}
          </p>
        )}
        {state.status === 'report' && <TestReport state={state.state} roleClaim={settings.oidc?.claims.role ?? null} />}
      </div>
    </SettingsSection>
  );
}

/** The report of a test that ended: read with this owner's or admin's session. */
export function TestReport({ state, roleClaim }: { state: string; roleClaim?: string | null }) {
  const { t } = useLoginTranslation();
  const report = useSsoTestReport(state);
  if (report.data) {
    return (
      <div className="tf-login-settings__report">
        <h3>{t('test.received', { provider: providerName(t, report.data.provider) })}</h3>
        <ClaimsTable report={report.data} roleClaim={report.data.provider === 'oidc' ? roleClaim : null} />
      </div>
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
