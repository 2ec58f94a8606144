import type { AgencySettings } from '@tripfront/domain/settings';
import { SOCIAL_PROVIDERS } from '@tripfront/domain/sign-in-providers';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { SaveBar, SettingsPage, SettingsSection, saveFailure, useReloadSettings, useSaveSettings, useUnsavedChangesGuard } from '../../settings/index.ts';
import { useLoginTranslation } from '../hooks/use-login-translation.ts';
import { checkLoginForm, formFieldOfAnswer, loginFormValues, loginSettingsInput, type LoginFormValues } from '../login-form-rules.ts';
import { CheckField, SecretField, TextField } from './login-fields.tsx';
import { TestSignIn } from './test-sign-in.tsx';
import './login-settings.css';

/**
 * /settings/login (issue #42; decision 0117): how people sign in to the storefront. Owner and
 * admins, with Website Settings' permission.
 */
export function LoginSettingsPage() {
  const { t } = useLoginTranslation();
  return (
    <SettingsPage title={t('title')} description={t('description')}>
      {/* A new version (saved here, or reloaded after a conflict) starts the form again from it. */}
      {(settings) => <LoginSettingsForm key={settings.version} settings={settings} />}
    </SettingsPage>
  );
}

export default LoginSettingsPage;

function LoginSettingsForm({ settings }: { settings: AgencySettings }) {
  const { t } = useLoginTranslation();
  const save = useSaveSettings('login');
  const reload = useReloadSettings();
  const login = settings.login;
  const initial = loginFormValues(login);
  const form = useForm<LoginFormValues>({ defaultValues: initial });
  const {
    handleSubmit,
    reset,
    setError,
    formState: { isDirty },
  } = form;
  const [failure, setFailure] = useState<{ conflict: string | null; error: string | null }>({ conflict: null, error: null });
  const guard = useUnsavedChangesGuard(isDirty && !save.isPending);

  const submit = handleSubmit(async (values) => {
    setFailure({ conflict: null, error: null });
    const problems = checkLoginForm(values);
    if (problems.length > 0) {
      problems.forEach((p, i) => setError(p.field, { message: t(p.message) }, { shouldFocus: i === 0 }));
      return;
    }
    try {
      await save.mutateAsync({ version: settings.version, settings: loginSettingsInput(values) });
    } catch (error) {
      const f = saveFailure(error);
      const field = f.kind === 'field' ? formFieldOfAnswer(f.field) : null;
      if (f.kind === 'conflict') setFailure({ conflict: f.message, error: null });
      else if (f.kind === 'field' && field) setError(field, { message: f.message }, { shouldFocus: true });
      else setFailure({ conflict: null, error: f.message ?? t('errors.saveError') });
    }
  });

  return (
    <FormProvider {...form}>
      <form className="tf-form tf-login-settings" noValidate onSubmit={(e) => void submit(e)}>
        <SettingsSection title={t('sso.title')} description={t('sso.description')}>
          <CheckField name="isSSOEnabled" label={t('sso.enabled')} hint={t('sso.enabledHint')} />
          <CheckField name="isDirectLoginAllowedForSSOUsers" label={t('sso.directLogin')} hint={t('sso.directLoginHint')} />
        </SettingsSection>

        <SettingsSection title={t('oidc.title')} description={t('oidc.description')}>
          <TextField name="issuer" label={t('oidc.issuer')} hint={t('oidc.issuerHint')} placeholder="https://" />
          <TextField name="clientId" label={t('oidc.clientId')} />
          <SecretField provider="oidc" label={t('secret.label')} stored={login.clientSecrets.oidc} />
          <TextField name="scopes" label={t('oidc.scopes')} hint={t('oidc.scopesHint')} />
          <p className="tf-form__hint tf-login-settings__redirect">
            {t('oidc.redirect', { url: `\u2068${window.location.origin}/api/user/sso/callback\u2069` })}
          </p>
        </SettingsSection>

        <SettingsSection title={t('claims.title')} description={t('claims.description')}>
          <div className="tf-login-settings__grid">
            <TextField name="emailClaim" label={t('claims.email')} />
            <TextField name="firstNameClaim" label={t('claims.firstName')} />
            <TextField name="lastNameClaim" label={t('claims.lastName')} />
          </div>
          <TextField name="roleClaim" label={t('claims.role')} hint={t('claims.roleHint')} />
          <div className="tf-login-settings__grid">
            <TextField name="agentValue" label={t('claims.agentValue')} />
            <TextField name="restrictedAgentValue" label={t('claims.restrictedAgentValue')} />
          </div>
        </SettingsSection>

        <SettingsSection title={t('social.title')} description={t('social.description')}>
          {SOCIAL_PROVIDERS.map((p) => {
            const provider = t(`providers.${p}`);
            return (
              <div key={p} className="tf-login-settings__provider">
                <CheckField name={`social.${p}.enabled`} label={t('social.enabled', { provider })} />
                <TextField name={`social.${p}.clientId`} label={t('social.clientId', { provider })} hint={t('social.clientIdHint')} />
                <SecretField provider={p} label={t('secret.providerLabel', { provider })} stored={login.clientSecrets[p]} />
                {p === 'microsoft' && <TextField name="microsoftTenant" label={t('social.microsoftTenant')} hint={t('social.microsoftTenantHint')} />}
              </div>
            );
          })}
        </SettingsSection>

        <TestSignIn settings={login} dirty={isDirty} />

        <SaveBar
          dirty={isDirty}
          saving={save.isPending}
          onDiscard={() => {
            reset(initial);
            setFailure({ conflict: null, error: null });
          }}
          conflict={failure.conflict}
          onReload={() => void reload()}
          error={failure.error}
        />
        {guard}
      </form>
    </FormProvider>
  );
}
