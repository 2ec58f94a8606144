import { ssoErrorSchema, type SsoError } from '@tripfront/domain';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useAgency } from '../../agency/index.ts';
import { useAccountTranslation, type AccountKey } from '../hooks/use-account-translation.ts';
import { retrySignInPath } from '../sign-in-attempt.ts';
import { AccountCard } from './account-card.tsx';

/** Each way a sign-in through a provider fails (SSO_ERRORS), and what the person is told. */
const MESSAGES: Readonly<Record<SsoError, AccountKey>> = {
  state: 'sso.errors.state',
  denied: 'sso.errors.denied',
  unavailable: 'sso.errors.unavailable',
  client: 'sso.errors.client',
  token: 'sso.errors.token',
  email: 'sso.errors.email',
  account: 'sso.errors.account',
  notEnabled: 'sso.errors.notEnabled',
};

/**
 * /sso?error=<reason>: the server ended a sign-in through a provider without signing anyone in.
 * The reason is worded (an unknown one generically); "Try again" starts the same sign-in again,
 * or, when this tab did not start one, the agency's own; without either, the ways to sign in.
 */
export function SsoFailed({ reason }: { reason: string }) {
  const { t } = useAccountTranslation();
  const agency = useAgency();
  const known = ssoErrorSchema.safeParse(reason);
  const message = t(known.success ? MESSAGES[known.data] : 'sso.errors.unknown', { agency: agency.agencyName });
  const retry = retrySignInPath(agency.sso);
  return (
    <AccountCard title={t('sso.failedTitle')}>
      <p className="tf-account__alert" role="alert">
        {message}
      </p>
      <div className="tf-account__actions">
        {retry ? (
          // The server's start URL: a full page load, not a route of this app.
          <a className="tf-button tf-button--primary" href={retry}>
            {t('sso.tryAgain')}
          </a>
        ) : (
          <Link className="tf-button tf-button--primary" to={paths.social()}>
            {t('sso.tryAgain')}
          </Link>
        )}
        <Link className="tf-button tf-button--outline" to={paths.home()}>
          {t('sso.home')}
        </Link>
      </div>
    </AccountCard>
  );
}
