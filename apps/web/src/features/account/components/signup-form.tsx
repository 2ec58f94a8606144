import { zodResolver } from '@hookform/resolvers/zod';
import { afterSignupTarget } from '@tripfront/domain/navigation/signup-redirect';
import { SIGNUP_SESSION_KEYS } from '@tripfront/domain/navigation/signup';
import { withQuery } from '@tripfront/domain/navigation/routes';
import { useMemo, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { LTR_SLOT, LtrSlot } from '../../../components/ui/ltr.tsx';
import { paths } from '../../../config/paths.ts';
import { useHydrated } from '../../../lib/hydration.ts';
import { storage } from '../../../lib/storage.ts';
import { useAgency } from '../../agency/index.ts';
import { AuthLink, useCurrentUser } from '../../auth/index.ts';
import { useSignup } from '../api/signup.ts';
import { useAccountTranslation } from '../hooks/use-account-translation.ts';
import { signupFormSchema, type SignupFormValues } from '../schemas.ts';
import { ResendLink } from './resend-link.tsx';
import { accountErrorMessage, isPasswordRefusal } from './server-error.ts';
import { AccountForm, EmailField, NameFields, NewPasswordFields } from './account-form.tsx';
import { TermsConsent } from './terms-consent.tsx';

/**
 * Where the user should land once the account works (spec §4 "Signup"): a checkout URL stored when
 * the signup started, if younger than 30 minutes; otherwise `redirectParam` when it is not
 * `currentPath`. The stored entries are read once (they are one-time), and used once the page has
 * hydrated: they are in the browser's session storage, which the server that rendered the page
 * could not see (its links then match the server's until the render right after hydration).
 */
export function useSignupTarget(redirectParam: string | null, currentPath: string): string {
  const [stored] = useState(() => {
    const storedAt = storage.get('session', SIGNUP_SESSION_KEYS.storedAt);
    return { storedUrl: storage.get('session', SIGNUP_SESSION_KEYS.url), storedAtMs: storedAt === null ? null : Number(storedAt), nowMs: Date.now() };
  });
  const hydrated = useHydrated();
  return afterSignupTarget({ ...(hydrated ? stored : { ...stored, storedUrl: null, storedAtMs: null }), redirectParam, currentPath });
}

/** One screen of the sign-up flow; the page puts it in a card, the dialog in its panel. */
export interface SignupScreen {
  title: string;
  intro?: string;
  children: ReactNode;
}

interface SignupFlowProps {
  /** Where the emailed confirmation link leads once the account works. */
  target: string;
  frame: (screen: SignupScreen) => ReactNode;
  /** Field ids start with it, so the page and the dialog never share ids. */
  idPrefix?: string;
}

/**
 * Sign-up of /signup and of the sign-up dialog (spec §2, §4): the form, then 'Check your inbox'
 * (the emailed link confirms the account); or why signing up is not offered here.
 */
export function SignupFlow({ target, frame, idPrefix = 'signup' }: SignupFlowProps) {
  const { t } = useAccountTranslation();
  const agency = useAgency();
  const user = useCurrentUser();
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
    return frame({
      title: t('signup.unavailableTitle'),
      intro: t('signup.unavailable', { agency: agency.agencyName }),
      children: (
        <div className="tf-account__actions">
          {agency.sso.isSSOEnabled && (
            <Link className="tf-button tf-button--primary" to={paths.sso()}>
              {t('social.sso')}
            </Link>
          )}
          {!agency.isHideLoginOption && (
            <AuthLink view="login" className="tf-button tf-button--outline" to={paths.login()}>
              {t('signup.logIn')}
            </AuthLink>
          )}
        </div>
      ),
    });
  }

  if (user && sentTo === null) {
    return frame({
      title: t('signup.signedInTitle'),
      children: (
        <Link className="tf-button tf-button--primary" to={target}>
          {t('signup.continue')}
        </Link>
      ),
    });
  }

  if (sentTo !== null) {
    return frame({
      title: t('signup.sentTitle'),
      children: (
        <>
          <p className="tf-account__success" role="status">
            <LtrSlot text={t('signup.sent', { email: LTR_SLOT })} value={sentTo} />
          </p>
          <p>{t('signup.notReceived')}</p>
          <ResendLink email={sentTo} redirect={target} />
        </>
      ),
    });
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

  return frame({
    title: t('signup.title'),
    intro: t('signup.intro'),
    children: (
      <>
        <AccountForm onSubmit={onSubmit} error={errors.root?.message} busy={isSubmitting} submit={t('signup.submit')} submitting={t('signup.submitting')}>
          <NameFields
            idPrefix={idPrefix}
            row
            firstName={{ field: register('firstName'), error: errors.firstName?.message }}
            lastName={{ field: register('lastName'), error: errors.lastName?.message }}
          />
          <EmailField id={`${idPrefix}-email`} field={register('email')} error={errors.email?.message} />
          <NewPasswordFields
            idPrefix={idPrefix}
            label={t('fields.password')}
            password={{ field: register('password'), error: errors.password?.message }}
            confirm={{ field: register('confirmPassword'), error: errors.confirmPassword?.message }}
          />
        </AccountForm>
        <TermsConsent />
        {!agency.isHideLoginOption && (
          <p className="tf-account__links">
            <span>
              {t('signup.haveAccount')}{' '}
              <AuthLink view="login" to={withQuery(paths.login(), { redirect: target === '/' ? undefined : target })}>
                {t('signup.logIn')}
              </AuthLink>
            </span>
          </p>
        )}
      </>
    ),
  });
}
