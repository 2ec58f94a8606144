import { zodResolver } from '@hookform/resolvers/zod';
import { afterSignupTarget } from '@tripfront/domain/navigation/signup-redirect';
import { SIGNUP_SESSION_KEYS } from '@tripfront/domain/navigation/signup';
import { withQuery } from '@tripfront/domain/navigation/routes';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { storage } from '../../../lib/storage.ts';
import { useAgency } from '../../agency/index.ts';
import { useCurrentUser } from '../../auth/index.ts';
import { useSignup } from '../api/signup.ts';
import { useAccountTranslation } from '../hooks/use-account-translation.ts';
import { signupFormSchema, type SignupFormValues } from '../schemas.ts';
import { AccountCard } from './account-card.tsx';
import { ResendLink } from './resend-link.tsx';
import { accountErrorMessage, isPasswordRefusal } from './server-error.ts';
import { AccountForm, EmailField, NameFields, NewPasswordFields } from './account-form.tsx';

/**
 * Where the user should land once the account works (spec §4 "Signup"): a checkout URL stored when
 * the signup started, if younger than 30 minutes; otherwise `redirect` when it is not this page.
 * Read once: the stored entries are one-time.
 */
function useSignupTarget(): string {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const [target] = useState(() => {
    const storedAt = storage.get('session', SIGNUP_SESSION_KEYS.storedAt);
    return afterSignupTarget({
      storedUrl: storage.get('session', SIGNUP_SESSION_KEYS.url),
      storedAtMs: storedAt === null ? null : Number(storedAt),
      nowMs: Date.now(),
      redirectParam: params.get('redirect'),
      currentPath: pathname,
    });
  });
  return target;
}

/** /signup: create a traveller account; the emailed link confirms it (spec §2, §4). */
export function SignupPage() {
  const { t } = useAccountTranslation();
  const agency = useAgency();
  const user = useCurrentUser();
  const target = useSignupTarget();
  const signup = useSignup();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const schema = useMemo(() => signupFormSchema(t), [t]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignupFormValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' },
  });

  const ssoOnly = agency.sso.isSSOEnabled && !agency.sso.isDirectLoginAllowedForSSOUsers;
  if (agency.isHideSignupOption || ssoOnly) {
    return (
      <AccountCard title={t('signup.unavailableTitle')} intro={t('signup.unavailable', { agency: agency.agencyName })}>
        <div className="tf-account__actions">
          {agency.sso.isSSOEnabled && (
            <Link className="tf-button tf-button--primary" to={paths.sso()}>
              {t('social.sso')}
            </Link>
          )}
          {!agency.isHideLoginOption && (
            <Link className="tf-button tf-button--outline" to={paths.login()}>
              {t('signup.logIn')}
            </Link>
          )}
        </div>
      </AccountCard>
    );
  }

  if (user && sentTo === null) {
    return (
      <AccountCard title={t('signup.signedInTitle')}>
        <Link className="tf-button tf-button--primary" to={target}>
          {t('signup.continue')}
        </Link>
      </AccountCard>
    );
  }

  if (sentTo !== null) {
    return (
      <AccountCard title={t('signup.sentTitle')}>
        <p className="tf-account__success" role="status">
          {t('signup.sent', { email: sentTo })}
        </p>
        <p>{t('signup.notReceived')}</p>
        <ResendLink email={sentTo} redirect={target} />
      </AccountCard>
    );
  }

  const onSubmit = handleSubmit(async ({ confirmPassword: _confirm, ...values }) => {
    try {
      await signup.mutateAsync({ ...values, redirect: target === '/' ? undefined : target });
      // The stored checkout URL has done its job: it now travels in the emailed link.
      for (const key of Object.values(SIGNUP_SESSION_KEYS)) storage.remove('session', key);
      setSentTo(values.email);
    } catch (error) {
      if (isPasswordRefusal(error)) setError('password', { message: t('errors.passwordCommon') }, { shouldFocus: true });
      else setError('root', { message: accountErrorMessage(error, t) });
    }
  });

  return (
    <AccountCard title={t('signup.title')} intro={t('signup.intro')}>
      <AccountForm onSubmit={onSubmit} error={errors.root?.message} busy={isSubmitting} submit={t('signup.submit')} submitting={t('signup.submitting')}>
        <NameFields
          idPrefix="signup"
          row
          firstName={{ field: register('firstName'), error: errors.firstName?.message }}
          lastName={{ field: register('lastName'), error: errors.lastName?.message }}
        />
        <EmailField id="signup-email" field={register('email')} error={errors.email?.message} />
        <NewPasswordFields
          idPrefix="signup"
          label={t('fields.password')}
          password={{ field: register('password'), error: errors.password?.message }}
          confirm={{ field: register('confirmPassword'), error: errors.confirmPassword?.message }}
        />
      </AccountForm>
      {!agency.isHideLoginOption && (
        <p className="tf-account__links">
          <span>
            {t('signup.haveAccount')} <Link to={withQuery(paths.login(), { redirect: target === '/' ? undefined : target })}>{t('signup.logIn')}</Link>
          </span>
        </p>
      )}
    </AccountCard>
  );
}
