import { isExternalHref } from '@tripfront/domain/navigation/routes';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useAgency } from '../../agency/index.ts';
import { useLoginHref, useRememberCheckout } from '../../auth/index.ts';
import { useBookingTranslation } from '../hooks/use-booking-translation.ts';

interface SignInCardProps {
  /** The heading's id, for the section's name. */
  id: string;
  title: string;
  text: string;
  /** Offer Sign Up too (the checkout: a visitor may not have an account yet). */
  signUp: boolean;
}

/**
 * A booking screen a visitor cannot see without signing in (the checkout, a booking's confirmation):
 * why, then Log In, which comes back to this page through redirect= (spec §4), each unless the agency
 * hides it. Sign Up remembers a checkout for 30 minutes (spec §4, §9).
 */
export function SignInCard({ id, title, text, signUp }: SignInCardProps) {
  const { t } = useBookingTranslation();
  const agency = useAgency();
  const loginHref = useLoginHref();
  const rememberCheckout = useRememberCheckout();
  return (
    <section className="tf-card tf-booking-signin" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <p>{text}</p>
      <div className="tf-booking-actions">
        {!agency.isHideLoginOption &&
          (isExternalHref(loginHref) ? (
            <a className="tf-button tf-button--primary" href={loginHref}>
              {t('checkout.logIn')}
            </a>
          ) : (
            <Link className="tf-button tf-button--primary" to={loginHref}>
              {t('checkout.logIn')}
            </Link>
          ))}
        {signUp && !agency.isHideSignupOption && (
          <Link className="tf-button tf-button--outline" to={paths.signup()} onClick={rememberCheckout}>
            {t('checkout.signUp')}
          </Link>
        )}
      </div>
    </section>
  );
}
