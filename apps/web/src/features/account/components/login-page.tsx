import { zodResolver } from '@hookform/resolvers/zod';
import { afterLoginTarget } from '@tripfront/domain/navigation/redirects';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useAgency } from '../../agency/index.ts';
import { useLogin, useRememberCheckout } from '../../auth/index.ts';
import { browser } from '../../../lib/browser.ts';
import { ssoStartUrl } from '../api/finish-sso.ts';
import { useAccountTranslation } from '../hooks/use-account-translation.ts';
import { SocialButtons } from './social-buttons.tsx';
import './login-page.css';

/** /login: email and password, then the `redirect` page (same-site paths only) or '/'. */
export function LoginPage() {
  const { t } = useTranslation();
  const { t: at, ready: accountReady } = useAccountTranslation();
  const agency = useAgency();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const login = useLogin();
  const rememberCheckout = useRememberCheckout();

  const schema = useMemo(
    () =>
      z.object({
        email: z
          .string()
          .trim()
          .min(1, t('login.emailRequired'))
          .pipe(z.email(t('login.emailInvalid'))),
        password: z.string().min(1, t('login.passwordRequired')),
      }),
    [t],
  );
  type Values = z.infer<typeof schema>;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver: zodResolver(schema), mode: 'onTouched', defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await login.mutateAsync(values);
      await navigate(afterLoginTarget(params.get('redirect')), { replace: true });
    } catch (error) {
      const message = error instanceof ApiError && error.status > 0 && error.status < 500 ? error.message : t('errors.generic');
      setError('root', { message });
    }
  });

  const ssoOnly = agency.sso.isSSOEnabled && !agency.sso.isDirectLoginAllowedForSSOUsers;
  const redirect = params.get('redirect');
  const redirectParam = redirect && afterLoginTarget(redirect) !== '/' ? afterLoginTarget(redirect) : null;
  return (
    <div className="tf-container tf-page">
      <div className="tf-login tf-card">
        <h1>{t('login.title')}</h1>
        <p className="tf-login__intro">{t('login.intro')}</p>
        {agency.sso.isSSOEnabled && accountReady && (
          <>
            <button type="button" className="tf-button tf-button--primary tf-login__submit" onClick={() => browser.assign(ssoStartUrl(redirectParam))}>
              {at('sso.loginButton')}
            </button>
            {ssoOnly && agency.returnUrl && (
              <p className="tf-login__sso">
                {t('login.ssoNote')} <a href={agency.returnUrl}>{t('login.ssoLink')}</a>
              </p>
            )}
            <p className="tf-login__divider">{ssoOnly ? at('login.staffIntro', { agency: agency.agencyName }) : at('sso.or')}</p>
          </>
        )}
        <form onSubmit={(event) => void onSubmit(event)} noValidate>
          {errors.root?.message && (
            <p className="tf-login__error" role="alert">
              {errors.root.message}
            </p>
          )}
          <div className="tf-field">
            <label htmlFor="login-email">{t('login.email')}</label>
            <input
              id="login-email"
              type="email"
              autoComplete="username"
              inputMode="email"
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={errors.email ? 'login-email-error' : undefined}
              {...register('email')}
            />
            {errors.email && (
              <p id="login-email-error" className="tf-field__error">
                {errors.email.message}
              </p>
            )}
          </div>
          <div className="tf-field">
            <label htmlFor="login-password">{t('login.password')}</label>
            <input
              id="login-password"
              type="password"
              autoComplete="current-password"
              aria-invalid={errors.password ? true : undefined}
              aria-describedby={errors.password ? 'login-password-error' : undefined}
              {...register('password')}
            />
            {errors.password && (
              <p id="login-password-error" className="tf-field__error">
                {errors.password.message}
              </p>
            )}
          </div>
          <button type="submit" className="tf-button tf-button--primary tf-login__submit" disabled={isSubmitting}>
            {isSubmitting ? t('login.submitting') : t('login.submit')}
          </button>
        </form>
        <SocialButtons navigateTo={redirectParam} divider />
        <div className="tf-login__links">
          <Link to={paths.forgotPassword()}>{t('login.forgotPassword')}</Link>
          {agency.allowNonLoginFlow && (
            <span>
              {t('login.guestBooking')} <Link to={paths.traveller.findBooking()}>{t('login.findBooking')}</Link>
            </span>
          )}
          {!agency.isHideSignupOption && (
            <span>
              {t('login.noAccount')}{' '}
              <Link to={paths.signup(params.get('redirect') ?? undefined)} onClick={rememberCheckout}>
                {t('login.signUp')}
              </Link>
            </span>
          )}
        </div>
      </div>
    </div>
  );
}
