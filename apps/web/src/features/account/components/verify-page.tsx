import { afterLoginTarget } from '@tripfront/domain/navigation/redirects';
import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { LoadingStatus } from '../../../components/ui/status.tsx';
import { useVerifyEmail } from '../api/verify-email.ts';
import { useAccountTranslation } from '../hooks/use-account-translation.ts';
import { AccountCard } from './account-card.tsx';
import { accountErrorMessage, isLinkRefusal } from './server-error.ts';
import { expiredState, looksLikeLinkToken } from './link-token.ts';

/** /verify?token=…: confirms the address once, then offers Log In (keeping the signup's redirect). */
export function VerifyPage() {
  const { t } = useAccountTranslation();
  const [params] = useSearchParams();
  const token = params.get('token');
  const redirect = params.get('redirect');
  const verify = useVerifyEmail();
  const started = useRef(false);
  const [outcome, setOutcome] = useState<'pending' | 'done' | 'expired' | { error: string }>('pending');

  useEffect(() => {
    // The token is single-use: one request even when effects run twice.
    if (started.current || !looksLikeLinkToken(token)) return;
    started.current = true;
    verify.mutate(token, {
      onSuccess: () => setOutcome('done'),
      onError: (error) => setOutcome(isLinkRefusal(error) ? 'expired' : { error: accountErrorMessage(error, t) }),
    });
  }, [token, verify, t]);

  if (!looksLikeLinkToken(token) || outcome === 'expired') {
    return <Navigate to={paths.expired()} replace state={expiredState('verify', redirect)} />;
  }
  if (outcome === 'pending') {
    return (
      <AccountCard title={t('verify.title')}>
        <LoadingStatus>{t('verify.checking')}</LoadingStatus>
      </AccountCard>
    );
  }
  if (outcome === 'done') {
    const target = afterLoginTarget(redirect);
    return (
      <AccountCard title={t('verify.doneTitle')}>
        <p className="tf-account__success" role="status">
          {t('verify.done')}
        </p>
        <Link className="tf-button tf-button--primary" to={paths.login(target === '/' ? undefined : target)}>
          {t('verify.logIn')}
        </Link>
      </AccountCard>
    );
  }
  return (
    <AccountCard title={t('verify.title')}>
      <p className="tf-account__alert" role="alert">
        {outcome.error}
      </p>
    </AccountCard>
  );
}
