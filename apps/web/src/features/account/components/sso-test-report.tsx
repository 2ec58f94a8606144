import { ssoErrorSchema } from '@tripfront/domain/sign-in-providers';
import { lazy, Suspense, useEffect } from 'react';
import { LoadingStatus } from '../../../components/ui/status.tsx';
import { announceSsoTest, loadSsoTestPage } from '../../settings-login/index.ts';

// /sso in the window of a test sign-in started from the Login settings (decision 0117).

const LazySsoTestPage = lazy(loadSsoTestPage);

/** /sso?test=<state>: what the provider sent, loaded with the Login settings' texts. */
export function SsoTestReport({ state }: { state: string }) {
  return (
    <Suspense
      fallback={
        <div className="tf-container tf-page">
          <LoadingStatus>…</LoadingStatus>
        </div>
      }
    >
      <LazySsoTestPage state={state} />
    </Suspense>
  );
}

/** /sso?error=<reason>: tells a Login settings page waiting for a test sign-in why it failed (nobody listens otherwise). */
export function useAnnounceSsoTestError(reason: string | null): void {
  useEffect(() => {
    const parsed = ssoErrorSchema.safeParse(reason);
    if (parsed.success) announceSsoTest({ kind: 'error', reason: parsed.data });
  }, [reason]);
}
