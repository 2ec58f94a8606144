import { zodResolver } from '@hookform/resolvers/zod';
import { afterLoginTarget } from '@tripfront/domain/navigation/redirects';
import { useMemo, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { browser } from '../../../lib/browser.ts';
import { useHydrated } from '../../../lib/hydration.ts';
import type { SessionUser } from '../../../lib/bootstrap.ts';
import { useAgency } from '../../agency/index.ts';
import { AuthLink, useLogin, useRememberCheckout } from '../../auth/index.ts';
import { ssoStartUrl } from '../api/finish-sso.ts';
import { SocialButtons } from './social-buttons.tsx';
import { useAccountTranslation } from '../hooks/use-account-translation.ts';
import './login-page.css';

interface LoginFormProps {
  /** The `redirect` parameter the sign-in was asked with: the SSO start and Sign Up carry it on. */
  redirect: string | null;
  /** After the server has set the session cookie and the current user is known. */
  onSignedIn: (user: SessionUser) => void | Promise<void>;
  /** Field ids start with it, so the page and the dialog never share ids. */
  idPrefix?: string;
  /** Further ways to sign in (social providers), shown with the agency's SSO button above the form. */
  extra?: ReactNode;
}

/**
 * The sign-in form of /login and of the sign-in dialog: the agency's SSO button, email and password
 * with their messages, the server's refusal, and the links to a new password, a guest booking and
 * Sign Up (which, in the dialog, switches it to the sign-up form).
 */
export function LoginForm({ redirect, onSignedIn, idPrefix = 'login', extra }: LoginFormProps) {
  const { t } = useTranslation();
  const { t: at, ready: accountReady } = useAccountTranslation();
  const agency = useAgency();
  const login = useLogin();
  const rememberCheckout = useRememberCheckout();
  const hydrated = useHydrated();

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
    let user: SessionUser;
    try {
      user = await login.mutateAsync(values);
    } catch (error) {
      const message = error instanceof ApiError && error.status > 0 && error.status < 500 ? error.message : t('errors.generic');
      setError('root', { message });
      return;
    }
    await onSignedIn(user);
  });

  const ssoOnly = agency.sso.isSSOEnabled && !agency.sso.isDirectLoginAllowedForSSOUsers;
  const redirectParam = redirect && afterLoginTarget(redirect) !== '/' ? afterLoginTarget(redirect) : null;
  const emailId = `${idPrefix}-email`;
  const passwordId = `${idPrefix}-password`;
  return (
    <>
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
      {extra}
      {/* POST, never GET: a password must not end up in an address (see AccountForm). */}
      <form className="tf-login__form" method="post" onSubmit={(event) => void onSubmit(event)} noValidate>
        {errors.root?.message && (
          <p className="tf-login__error" role="alert">
            {errors.root.message}
          </p>
        )}
        <div className="tf-field">
          <label htmlFor={emailId}>{t('login.email')}</label>
          <input
            id={emailId}
            type="email"
            autoComplete="username"
            inputMode="email"
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? `${emailId}-error` : undefined}
            {...register('email')}
          />
          {errors.email && (
            <p id={`${emailId}-error`} className="tf-field__error">
              {errors.email.message}
            </p>
          )}
        </div>
        <div className="tf-field">
          <label htmlFor={passwordId}>{t('login.password')}</label>
          <input
            id={passwordId}
            type="password"
            autoComplete="current-password"
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={errors.password ? `${passwordId}-error` : undefined}
            {...register('password')}
          />
          {errors.password && (
            <p id={`${passwordId}-error`} className="tf-field__error">
              {errors.password.message}
            </p>
          )}
        </div>
        <button type="submit" className="tf-button tf-button--primary tf-login__submit" disabled={isSubmitting || !hydrated}>
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
            <AuthLink view="signup" to={paths.signup(redirect ?? undefined)} onClick={rememberCheckout}>
              {t('login.signUp')}
            </AuthLink>
          </span>
        )}
      </div>
    </>
  );
}
