import { zodResolver } from '@hookform/resolvers/zod';
import { safeRedirectPath } from '@tripfront/domain/navigation/routes';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { paths } from '../../../config/paths.ts';
import { LoadingStatus } from '../../../components/ui/status.tsx';
import { browser } from '../../../lib/browser.ts';
import { useAgency } from '../../agency/index.ts';
import { ssoStartUrl, useFinishSso } from '../api/finish-sso.ts';
import { useSandboxAssertion } from '../api/sandbox-assertion.ts';
import { useAccountTranslation } from '../hooks/use-account-translation.ts';
import { emailFormSchema } from '../schemas.ts';
import { rememberSignInAttempt } from '../sign-in-attempt.ts';
import { AccountCard } from './account-card.tsx';
import { accountErrorMessage } from './server-error.ts';
import { SsoFailed } from './sso-failed.tsx';
import { SsoTestReport, useAnnounceSsoTestError } from './sso-test-report.tsx';
import { TermsConsent } from './terms-consent.tsx';
import { TextField } from './text-field.tsx';

/**
 * /sso (spec §6 SSO): three steps of one handshake.
 * - `?token=…` (from the identity provider): finish the sign-in, then go to navigateTo.
 * - `?error=<reason>` (a sign-in through a provider that failed): say why, offer to try again.
 * - `?sandbox=1&state=…` outside production: the sandbox identity provider's sign-in form.
 * - otherwise: explain and start the sign-in at the provider.
 */
export function SsoPage({ sandboxAllowed }: { sandboxAllowed: boolean }) {
  const [params] = useSearchParams();
  useAnnounceSsoTestError(params.get('error'));
  const test = params.get('test');
  if (test) return <SsoTestReport state={test} />;
  const token = params.get('token');
  if (token) return <FinishSso token={token} state={params.get('state')} navigateTo={params.get('navigateTo')} />;
  const error = params.get('error');
  if (error !== null) return <SsoFailed reason={error} />;
  if (sandboxAllowed && params.get('sandbox') === '1') return <SandboxProvider state={params.get('state')} />;
  return <StartSso navigateTo={params.get('navigateTo')} />;
}

function StartSso({ navigateTo }: { navigateTo: string | null }) {
  const { t } = useAccountTranslation();
  const agency = useAgency();
  if (!agency.sso.isSSOEnabled) {
    return (
      <AccountCard title={t('sso.notEnabledTitle')} intro={t('sso.notEnabled', { agency: agency.agencyName })}>
        {!agency.isHideLoginOption && (
          <Link className="tf-button tf-button--primary" to={paths.login()}>
            {t('sso.logIn')}
          </Link>
        )}
      </AccountCard>
    );
  }
  const target = navigateTo ? safeRedirectPath(navigateTo, '') : '';
  return (
    <AccountCard title={t('sso.title')} intro={t('sso.intro', { agency: agency.agencyName })}>
      <button type="button" className="tf-button tf-button--primary tf-account__submit" onClick={() => startSso(target || null)}>
        {t('sso.start')}
      </button>
      {/* A first sign-in through the agency's provider makes the account. */}
      <TermsConsent />
    </AccountCard>
  );
}

function startSso(navigateTo: string | null): void {
  rememberSignInAttempt('oidc', navigateTo);
  browser.assign(ssoStartUrl(navigateTo));
}

function FinishSso({ token, state, navigateTo }: { token: string; state: string | null; navigateTo: string | null }) {
  const { t } = useAccountTranslation();
  const navigate = useNavigate();
  const finish = useFinishSso();
  const started = useRef(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    // The assertion is single-use: one request even when effects run twice.
    if (started.current) return;
    started.current = true;
    finish.mutate(
      { token, state: state ?? undefined },
      {
        // The provider's navigateTo (a sign-in it started) or the one stored when this storefront started it.
        onSuccess: (answer) => void navigate(safeRedirectPath(navigateTo ?? answer.navigateTo), { replace: true }),
        onError: (cause) => setError(accountErrorMessage(cause, t)),
      },
    );
  }, [finish, navigate, navigateTo, state, t, token]);

  if (error === null) {
    return (
      <AccountCard title={t('sso.title')}>
        <LoadingStatus>{t('sso.finishing')}</LoadingStatus>
      </AccountCard>
    );
  }
  return (
    <AccountCard title={t('sso.failedTitle')}>
      <p className="tf-account__alert" role="alert">
        {error}
      </p>
      <div className="tf-account__actions">
        <Link className="tf-button tf-button--primary" to={paths.sso()}>
          {t('sso.tryAgain')}
        </Link>
        <Link className="tf-button tf-button--outline" to={paths.home()}>
          {t('sso.home')}
        </Link>
      </div>
    </AccountCard>
  );
}

function SandboxProvider({ state }: { state: string | null }) {
  const { t } = useAccountTranslation();
  const navigate = useNavigate();
  const assertion = useSandboxAssertion();
  const schema = useMemo(() => emailFormSchema(t).extend({ firstName: z.string().trim().max(80), lastName: z.string().trim().max(80) }), [t]);
  type Values = z.infer<typeof schema>;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver: zodResolver(schema), mode: 'onTouched', defaultValues: { email: '', firstName: '', lastName: '' } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { token } = await assertion.mutateAsync({ ...values, state: state ?? undefined });
      const query = new URLSearchParams({ token, ...(state ? { state } : {}) });
      await navigate(`${paths.sso()}?${query.toString()}`, { replace: true });
    } catch (error) {
      setError('root', { message: accountErrorMessage(error, t) });
    }
  });

  return (
    <AccountCard title={t('sso.sandboxTitle')}>
      <p className="tf-account__sandbox">{t('sso.sandboxIntro')}</p>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        {errors.root?.message && (
          <p className="tf-account__alert" role="alert">
            {errors.root.message}
          </p>
        )}
        <TextField id="sandbox-email" label={t('fields.email')} type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
        <div className="tf-account__row">
          <TextField id="sandbox-first" label={t('fields.firstName')} autoComplete="given-name" error={errors.firstName?.message} {...register('firstName')} />
          <TextField id="sandbox-last" label={t('fields.lastName')} autoComplete="family-name" error={errors.lastName?.message} {...register('lastName')} />
        </div>
        <button type="submit" className="tf-button tf-button--primary tf-account__submit" disabled={isSubmitting}>
          {t('sso.sandboxSubmit')}
        </button>
      </form>
    </AccountCard>
  );
}
