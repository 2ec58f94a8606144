import { isExternalHref, isServerHref } from '@tripfront/domain/navigation/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useAgency } from '../../agency/index.ts';
import { useLoginHref } from '../hooks/use-login-href.ts';
import { useRememberCheckout } from '../hooks/use-remember-checkout.ts';

/** Log In / Sign Up for visitors, each hidden by its agency flag (spec §6). */
export function AuthButtons({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const agency = useAgency();
  const loginHref = useLoginHref();
  const rememberCheckout = useRememberCheckout();

  return (
    <div className="tf-auth-buttons">
      {!agency.isHideLoginOption &&
        // Another site, or the server's sign-in start (it redirects to the provider): a full page load.
        (isExternalHref(loginHref) || isServerHref(loginHref) ? (
          <a className="tf-button tf-button--outline" href={loginHref}>
            {t('header.logIn')}
          </a>
        ) : (
          <Link className="tf-button tf-button--outline" to={loginHref} onClick={onNavigate}>
            {t('header.logIn')}
          </Link>
        ))}
      {!agency.isHideSignupOption && (
        <Link
          className="tf-button tf-button--primary"
          to={paths.signup()}
          onClick={() => {
            rememberCheckout();
            onNavigate?.();
          }}
        >
          {t('header.signUp')}
        </Link>
      )}
    </div>
  );
}
