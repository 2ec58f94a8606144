import type { AgencySettings, PaymentGatewayName } from '@tripfront/domain/settings';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  SaveBar,
  SettingsPage,
  SettingsSection,
  saveFailure,
  useReloadSettings,
  useSaveSettings,
  useSettingsTranslation,
  useUnsavedChangesGuard,
} from '../../settings/index.ts';
import { checkPaymentForm, type PaymentFormValues } from '../payment-form-rules.ts';
import './payment-settings.css';

/** /settings/payment (spec §2): the agency's gateway and its own Stripe keys. Owner and admins. */
export function PaymentSettingsPage() {
  const { t } = useSettingsTranslation();
  return (
    <SettingsPage title={t('payment.title')} description={t('payment.description')}>
      {/* A new version (saved here, or reloaded after a conflict) starts the form again from it. */}
      {(settings) => <PaymentSettingsForm key={settings.version} settings={settings} />}
    </SettingsPage>
  );
}

export default PaymentSettingsPage;

const GATEWAYS: {
  value: PaymentGatewayName;
  label: 'payment.gateway.sandbox' | 'payment.gateway.stripe';
  hint: 'payment.gateway.sandboxHint' | 'payment.gateway.stripeHint';
}[] = [
  { value: 'sandbox', label: 'payment.gateway.sandbox', hint: 'payment.gateway.sandboxHint' },
  { value: 'stripe', label: 'payment.gateway.stripe', hint: 'payment.gateway.stripeHint' },
];

function PaymentSettingsForm({ settings }: { settings: AgencySettings }) {
  const { t } = useSettingsTranslation();
  const save = useSaveSettings('payment');
  const reload = useReloadSettings();
  const secretHint = settings.payment.stripe.secretKeyHint;
  const initial: PaymentFormValues = {
    currentGateway: settings.payment.currentGateway,
    publishableKey: settings.payment.stripe.publishableKey,
    secretKey: '',
  };
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty },
  } = useForm<PaymentFormValues>({ defaultValues: initial });
  const [failure, setFailure] = useState<{ conflict: string | null; error: string | null }>({ conflict: null, error: null });
  const guard = useUnsavedChangesGuard(isDirty && !save.isPending);

  const submit = handleSubmit(async (values) => {
    setFailure({ conflict: null, error: null });
    const problems = checkPaymentForm(values, secretHint);
    if (problems.length > 0) {
      problems.forEach((p, i) => setError(p.field, { message: t(p.message) }, { shouldFocus: i === 0 }));
      return;
    }
    const publishableKey = values.publishableKey.trim();
    const secretKey = values.secretKey.trim();
    try {
      await save.mutateAsync({
        version: settings.version,
        // The secret key only when one was typed: empty keeps the stored one.
        settings: { currentGateway: values.currentGateway, stripe: { publishableKey, ...(secretKey ? { secretKey } : {}) } },
      });
    } catch (error) {
      const f = saveFailure(error);
      if (f.kind === 'conflict') setFailure({ conflict: f.message, error: null });
      else if (f.kind === 'field' && (f.field === 'stripe.publishableKey' || f.field === 'stripe.secretKey'))
        setError(f.field === 'stripe.publishableKey' ? 'publishableKey' : 'secretKey', { message: f.message }, { shouldFocus: true });
      else setFailure({ conflict: null, error: f.kind === 'other' && f.message ? f.message : t('payment.errors.saveError') });
    }
  });

  const fieldError = (name: 'publishableKey' | 'secretKey') =>
    errors[name]?.message ? (
      <p className="tf-form__error" id={`payment-${name}-error`}>
        {errors[name].message}
      </p>
    ) : null;
  const describedBy = (name: 'publishableKey' | 'secretKey', ...hints: string[]) => [...hints, ...(errors[name] ? [`payment-${name}-error`] : [])].join(' ');

  return (
    <form className="tf-form tf-payment-settings" noValidate onSubmit={(e) => void submit(e)}>
      <SettingsSection title={t('payment.gateway.title')}>
        {/* The section's fieldset and legend name the radio group. */}
        <div className="tf-payment-settings__choices">
          {GATEWAYS.map((g) => (
            <label key={g.value} className="tf-payment-settings__choice">
              <input type="radio" value={g.value} aria-describedby={`payment-gateway-${g.value}-hint`} {...register('currentGateway')} />
              <span>
                <strong>{t(g.label)}</strong>
                <span className="tf-form__hint" id={`payment-gateway-${g.value}-hint`}>
                  {t(g.hint)}
                </span>
              </span>
            </label>
          ))}
        </div>
      </SettingsSection>

      <SettingsSection title={t('payment.stripe.title')} description={t('payment.stripe.description')}>
        <div className="tf-form__field">
          <label htmlFor="payment-publishableKey">{t('payment.stripe.publishableKey')}</label>
          <input
            id="payment-publishableKey"
            dir="ltr"
            autoComplete="off"
            spellCheck={false}
            aria-invalid={errors.publishableKey ? true : undefined}
            aria-describedby={describedBy('publishableKey', 'payment-publishableKey-hint')}
            {...register('publishableKey')}
          />
          <p className="tf-form__hint" id="payment-publishableKey-hint">
            {t('payment.stripe.publishableHint')}
          </p>
          {fieldError('publishableKey')}
        </div>
        <div className="tf-form__field">
          <label htmlFor="payment-secretKey">{t('payment.stripe.secretKey')}</label>
          {/* Write-only: the stored key never comes back, only its hint; a password field keeps it off screen. */}
          <input
            id="payment-secretKey"
            type="password"
            dir="ltr"
            autoComplete="new-password"
            spellCheck={false}
            aria-invalid={errors.secretKey ? true : undefined}
            aria-describedby={describedBy('secretKey', 'payment-secretKey-stored', 'payment-secretKey-hint')}
            {...register('secretKey')}
          />
          <p className="tf-form__hint" id="payment-secretKey-stored">
            {/* The hint reads left to right inside any sentence (first-strong isolate). */}
            {secretHint ? t('payment.stripe.secretStored', { hint: `\u2068${secretHint}\u2069` }) : t('payment.stripe.secretNone')}
          </p>
          <p className="tf-form__hint" id="payment-secretKey-hint">
            {t('payment.stripe.secretHint')}
          </p>
          {fieldError('secretKey')}
        </div>
      </SettingsSection>

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
  );
}
