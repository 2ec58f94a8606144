import { afterLoginTarget } from '@tripfront/domain/navigation/redirects';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useAgency } from '../../agency/index.ts';
import { useLoginHref } from '../../auth/index.ts';
import { useAccountTranslation } from '../hooks/use-account-translation.ts';
import { AccountCard } from './account-card.tsx';

/** /expiry: the session ended (idle or absolute timeout, or signed out elsewhere); offers Log In. */
export function ExpiryPage() {
  const { t } = useAccountTranslation();
  const agency = useAgency();
  const [params] = useSearchParams();
  const loginHref = useLoginHref();
  const redirect = afterLoginTarget(params.get('redirect'));
  const ssoOnly = agency.sso.isSSOEnabled && !agency.sso.isDirectLoginAllowedForSSOUsers;
  // SSO-only agencies sign in on their own site (spec §4 "Login redirect"); others at /login.
  const login = ssoOnly ? loginHref : paths.login(redirect === '/' ? undefined : redirect);
  return (
    <AccountCard title={t('expiry.title')} intro={t('expiry.body')}>
      <div className="tf-account__actions">
        {!agency.isHideLoginOption &&
          (/^https?:/.test(login) ? (
            <a className="tf-button tf-button--primary" href={login}>
              {t('expiry.logIn')}
            </a>
          ) : (
            <Link className="tf-button tf-button--primary" to={login}>
              {t('expiry.logIn')}
            </Link>
          ))}
        <Link className="tf-button tf-button--outline" to={paths.home()}>
          {t('expiry.home')}
        </Link>
      </div>
    </AccountCard>
  );
}
