import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths.ts';
import { useAgency } from '../../agency/index.ts';
import { useLoginHref } from '../hooks/use-login-href.ts';
import { useRememberCheckout } from '../hooks/use-remember-checkout.ts';
import { AuthLink } from './auth-link.tsx';

/** Log In / Sign Up for visitors, each hidden by its agency flag (spec §6); a click opens the dialog. */
export function AuthButtons({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const agency = useAgency();
  const loginHref = useLoginHref();
  const rememberCheckout = useRememberCheckout();

  return (
    <div className="tf-auth-buttons">
      {!agency.isHideLoginOption && (
        <AuthLink view="login" className="tf-button tf-button--outline" to={loginHref} onClick={onNavigate}>
          {t('header.logIn')}
        </AuthLink>
      )}
      {!agency.isHideSignupOption && (
        <AuthLink
          view="signup"
          className="tf-button tf-button--primary"
          to={paths.signup()}
          onClick={() => {
            rememberCheckout();
            onNavigate?.();
          }}
        >
          {t('header.signUp')}
        </AuthLink>
      )}
    </div>
  );
}
