import { AGENCY_LEGAL_MAX_LENGTHS } from '@tripfront/domain/agency';
import type { AgencySettings, PaymentGatewayName } from '@tripfront/domain/settings';
import { useState } from 'react';
import { useForm, type FieldErrors, type UseFormRegister } from 'react-hook-form';
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

/**
 * /settings/payment (spec §2): the agency's gateway, its own Stripe keys and the legal details its
 * receipts carry (decision 0087). Owner and admins.
 */
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

type FieldName = 'publishableKey' | 'secretKey' | 'webhookSecret' | LegalField;
type LegalField = 'legalName' | 'registrationNumber' | 'taxNumber';
/** The form field of a field the API names in a 400. */
const FIELD_OF_ANSWER = {
  'stripe.publishableKey': 'publishableKey',
  'stripe.secretKey': 'secretKey',
  'stripe.webhookSecret': 'webhookSecret',
  'legal.name': 'legalName',
  'legal.registrationNumber': 'registrationNumber',
  'legal.taxNumber': 'taxNumber',
} as const;

/** The legal details' fields: label and hint texts, the longest value, and how browsers may fill them. */
const LEGAL_FIELDS: {
  name: LegalField;
  label: 'payment.legal.name' | 'payment.legal.registrationNumber' | 'payment.legal.taxNumber';
  hint: 'payment.legal.nameHint' | 'payment.legal.registrationHint' | 'payment.legal.taxHint';
  maxLength: number;
  autoComplete: string;
}[] = [
  { name: 'legalName', label: 'payment.legal.name', hint: 'payment.legal.nameHint', maxLength: AGENCY_LEGAL_MAX_LENGTHS.name, autoComplete: 'organization' },
  {
    name: 'registrationNumber',
    label: 'payment.legal.registrationNumber',
    hint: 'payment.legal.registrationHint',
    maxLength: AGENCY_LEGAL_MAX_LENGTHS.registrationNumber,
    autoComplete: 'off',
  },
  { name: 'taxNumber', label: 'payment.legal.taxNumber', hint: 'payment.legal.taxHint', maxLength: AGENCY_LEGAL_MAX_LENGTHS.taxNumber, autoComplete: 'off' },
];

type FormErrors = FieldErrors<PaymentFormValues>;

/** The error under a field, named so that the field's aria-describedby can point at it. */
function FieldError({ errors, name }: { errors: FormErrors; name: FieldName }) {
  const message = errors[name]?.message;
  return message ? (
    <p className="tf-form__error" id={`payment-${name}-error`}>
      {message}
    </p>
  ) : null;
}

/** A field's hints, then its error when it has one. */
const describedBy = (errors: FormErrors, name: FieldName, ...hints: string[]) => [...hints, ...(errors[name] ? [`payment-${name}-error`] : [])].join(' ');

interface SectionProps {
  register: UseFormRegister<PaymentFormValues>;
  errors: FormErrors;
}

/** The agency's own Stripe keys: the publishable key in clear, the secret and webhook secret write-only. */
function StripeKeysSection({ register, errors, secretHint, webhookHint }: SectionProps & { secretHint: string | null; webhookHint: string | null }) {
  const { t } = useSettingsTranslation();
  return (
    <SettingsSection title={t('payment.stripe.title')} description={t('payment.stripe.description')}>
      <div className="tf-form__field">
        <label htmlFor="payment-publishableKey">{t('payment.stripe.publishableKey')}</label>
        <input
          id="payment-publishableKey"
          dir="ltr"
          autoComplete="off"
          spellCheck={false}
          aria-invalid={errors.publishableKey ? true : undefined}
          aria-describedby={describedBy(errors, 'publishableKey', 'payment-publishableKey-hint')}
          {...register('publishableKey')}
        />
        <p className="tf-form__hint" id="payment-publishableKey-hint">
          {t('payment.stripe.publishableHint')}
        </p>
        <FieldError errors={errors} name={'publishableKey'} />
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
          aria-describedby={describedBy(errors, 'secretKey', 'payment-secretKey-stored', 'payment-secretKey-hint')}
          {...register('secretKey')}
        />
        <p className="tf-form__hint" id="payment-secretKey-stored">
          {/* The hint reads left to right inside any sentence (first-strong isolate). */}
          {secretHint ? t('payment.stripe.secretStored', { hint: `\u2068${secretHint}\u2069` }) : t('payment.stripe.secretNone')}
        </p>
        <p className="tf-form__hint" id="payment-secretKey-hint">
          {t('payment.stripe.secretHint')}
        </p>
        <FieldError errors={errors} name={'secretKey'} />
      </div>
      <div className="tf-form__field">
        <label htmlFor="payment-webhookSecret">{t('payment.stripe.webhookSecret')}</label>
        {/* Write-only too: Stripe's reports (a refund made in its Dashboard, a dispute) are checked with it. */}
        <input
          id="payment-webhookSecret"
          type="password"
          dir="ltr"
          autoComplete="new-password"
          spellCheck={false}
          aria-invalid={errors.webhookSecret ? true : undefined}
          aria-describedby={describedBy(errors, 'webhookSecret', 'payment-webhookSecret-stored', 'payment-webhookSecret-hint')}
          {...register('webhookSecret')}
        />
        <p className="tf-form__hint" id="payment-webhookSecret-stored">
          {webhookHint ? t('payment.stripe.webhookStored', { hint: `\u2068${webhookHint}\u2069` }) : t('payment.stripe.webhookNone')}
        </p>
        <p className="tf-form__hint" id="payment-webhookSecret-hint">
          {t('payment.stripe.webhookHint', { url: `\u2068${window.location.origin}/api/payments/stripe/webhook\u2069` })}
        </p>
        <FieldError errors={errors} name={'webhookSecret'} />
      </div>
    </SettingsSection>
  );
}

/** The legal details the agency's receipts carry (decision 0087). */
function LegalSection({ register, errors }: SectionProps) {
  const { t } = useSettingsTranslation();
  return (
    <SettingsSection title={t('payment.legal.title')} description={t('payment.legal.description')}>
      {LEGAL_FIELDS.map((f) => (
        <div className="tf-form__field" key={f.name}>
          <label htmlFor={`payment-${f.name}`}>{t(f.label)}</label>
          <input
            id={`payment-${f.name}`}
            maxLength={f.maxLength}
            autoComplete={f.autoComplete}
            aria-invalid={errors[f.name] ? true : undefined}
            aria-describedby={describedBy(errors, f.name, `payment-${f.name}-hint`)}
            dir="auto"
            spellCheck={false}
            {...register(f.name)}
          />
          <p className="tf-form__hint" id={`payment-${f.name}-hint`}>
            {t(f.hint)}
          </p>
          <FieldError errors={errors} name={f.name} />
        </div>
      ))}
    </SettingsSection>
  );
}

function PaymentSettingsForm({ settings }: { settings: AgencySettings }) {
  const { t } = useSettingsTranslation();
  const save = useSaveSettings('payment');
  const reload = useReloadSettings();
  const secretHint = settings.payment.stripe.secretKeyHint;
  const webhookHint = settings.payment.stripe.webhookSecretHint;
  const initial: PaymentFormValues = {
    currentGateway: settings.payment.currentGateway,
    publishableKey: settings.payment.stripe.publishableKey,
    secretKey: '',
    webhookSecret: '',
    legalName: settings.payment.legal.name,
    registrationNumber: settings.payment.legal.registrationNumber,
    taxNumber: settings.payment.legal.taxNumber,
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
    const webhookSecret = values.webhookSecret.trim();
    try {
      await save.mutateAsync({
        version: settings.version,
        // The secrets only when typed: empty keeps the stored ones.
        settings: {
          currentGateway: values.currentGateway,
          stripe: { publishableKey, ...(secretKey ? { secretKey } : {}), ...(webhookSecret ? { webhookSecret } : {}) },
          legal: { name: values.legalName.trim(), registrationNumber: values.registrationNumber.trim(), taxNumber: values.taxNumber.trim() },
        },
      });
    } catch (error) {
      const f = saveFailure(error);
      if (f.kind === 'conflict') setFailure({ conflict: f.message, error: null });
      else if (f.kind === 'field' && f.field && f.field in FIELD_OF_ANSWER)
        setError(FIELD_OF_ANSWER[f.field as keyof typeof FIELD_OF_ANSWER], { message: f.message }, { shouldFocus: true });
      else setFailure({ conflict: null, error: f.kind === 'other' && f.message ? f.message : t('payment.errors.saveError') });
    }
  });

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

      <StripeKeysSection register={register} errors={errors} secretHint={secretHint} webhookHint={webhookHint} />

      <LegalSection register={register} errors={errors} />

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
