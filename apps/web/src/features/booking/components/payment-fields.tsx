import { SANDBOX_TEST_CARDS, type CardBrand } from '@tripfront/domain/payments/sandbox-card';
import { Suspense, type InputHTMLAttributes, type ReactNode } from 'react';
import type { FieldErrors, UseFormGetValues, UseFormRegister, UseFormSetValue } from 'react-hook-form';
import { formatCardNumber, formatExpiry, type CheckoutFormInput } from '../checkout-schema.ts';
import { useBookingTranslation } from '../hooks/use-booking-translation.ts';
import type { StripeCardStatus } from '../stripe/stripe-card-api.ts';
import { Ltr } from '../../../components/ui/ltr.tsx';
import { SavedTravellerPicker } from './saved-traveller-picker.tsx';

interface FieldsProps {
  register: UseFormRegister<CheckoutFormInput>;
  errors: FieldErrors<CheckoutFormInput>;
}

/** A labelled input with its hint, or its error in place of the hint. */
function TextField({
  name,
  label,
  hint,
  input = {},
  register,
  errors,
}: FieldsProps & { name: keyof CheckoutFormInput; label: string; hint?: string; input?: InputHTMLAttributes<HTMLInputElement> }) {
  const error = errors[name]?.message;
  const id = `checkout-${name}`;
  return (
    <div className="tf-booking-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
        {...input}
        {...register(name)}
      />
      {hint && !error && (
        <p className="tf-booking-field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="tf-booking-field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

/** The lead guest: name, email and an optional phone; `save`, the opt-in to keep them as a saved traveller. */
export function GuestFields({ setValue, save, ...form }: FieldsProps & { setValue?: UseFormSetValue<CheckoutFormInput>; save?: ReactNode }) {
  const { t } = useBookingTranslation();
  return (
    <fieldset className="tf-card">
      <legend>{t('checkout.guestTitle')}</legend>
      {setValue && (
        <SavedTravellerPicker
          onChoose={(p) => {
            setValue('firstName', p.firstName, { shouldValidate: true });
            setValue('lastName', p.lastName, { shouldValidate: true });
          }}
        />
      )}
      <div className="tf-booking-row">
        <TextField {...form} name="firstName" label={t('checkout.firstName')} input={{ autoComplete: 'given-name' }} />
        <TextField {...form} name="lastName" label={t('checkout.lastName')} input={{ autoComplete: 'family-name' }} />
      </div>
      <div className="tf-booking-row">
        <TextField {...form} name="email" label={t('checkout.email')} input={{ type: 'email', autoComplete: 'email', inputMode: 'email' }} />
        <TextField {...form} name="phone" label={t('checkout.phone')} input={{ type: 'tel', autoComplete: 'tel' }} hint={t('checkout.phoneHint')} />
      </div>
      {save}
    </fieldset>
  );
}

const TEST_CARD_KEYS = {
  success: 'checkout.testCards.success',
  decline: 'checkout.testCards.decline',
  authenticate: 'checkout.testCards.authenticate',
} as const;

/** The sandbox's own card fields, with its test cards listed above them. */
export function SandboxCardFields({ register, errors, getValues, brand }: FieldsProps & { getValues: UseFormGetValues<CheckoutFormInput>; brand: CardBrand }) {
  const { t } = useBookingTranslation();
  const cardNumber = register('cardNumber');
  const expiry = register('expiry');
  return (
    <>
      <div className="tf-booking-testcards" role="note">
        <p>{t('checkout.testCards.title')}</p>
        <ul>
          {SANDBOX_TEST_CARDS.map((c) => (
            <li key={c.number}>
              <Ltr>
                <code>{c.number}</code>
              </Ltr>{' '}
              {t(TEST_CARD_KEYS[c.scenario])}
            </li>
          ))}
        </ul>
      </div>
      <div className="tf-booking-field">
        <label htmlFor="checkout-cardNumber">{t('checkout.cardNumber')}</label>
        {/* Card numbers read left to right in every language; the brand sits at their end. */}
        <div className="tf-booking-cardnumber" dir="ltr">
          <input
            id="checkout-cardNumber"
            dir="ltr"
            inputMode="numeric"
            autoComplete="cc-number"
            aria-invalid={errors.cardNumber ? true : undefined}
            aria-describedby={errors.cardNumber ? 'checkout-cardNumber-error' : 'checkout-brand'}
            {...cardNumber}
            onChange={(e) => {
              e.target.value = formatCardNumber(e.target.value);
              void cardNumber.onChange(e);
            }}
          />
          <span id="checkout-brand" className="tf-booking-brand" data-brand={brand} aria-live="polite">
            {brand === 'unknown' ? '' : t(`checkout.brands.${brand}`)}
          </span>
        </div>
        {errors.cardNumber && (
          <p className="tf-booking-field__error" id="checkout-cardNumber-error">
            {errors.cardNumber.message}
          </p>
        )}
      </div>
      <div className="tf-booking-row">
        <div className="tf-booking-field">
          <label htmlFor="checkout-expiry">{t('checkout.expiry')}</label>
          <input
            id="checkout-expiry"
            dir="ltr"
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder={t('checkout.expiryPlaceholder')}
            aria-invalid={errors.expiry ? true : undefined}
            aria-describedby={errors.expiry ? 'checkout-expiry-error' : undefined}
            {...expiry}
            onChange={(e) => {
              e.target.value = formatExpiry(e.target.value, getValues('expiry'));
              void expiry.onChange(e);
            }}
          />
          {errors.expiry && (
            <p className="tf-booking-field__error" id="checkout-expiry-error">
              {errors.expiry.message}
            </p>
          )}
        </div>
        <TextField
          register={register}
          errors={errors}
          name="cvc"
          label={t('checkout.cvc')}
          input={{ inputMode: 'numeric', autoComplete: 'cc-csc', dir: 'ltr' }}
        />
      </div>
      <TextField register={register} errors={errors} name="cardName" label={t('checkout.cardName')} input={{ autoComplete: 'cc-name' }} />
    </>
  );
}

/** Stripe's Payment Element goes in the box; its iframe holds the card, this page never sees it. */
export function StripeCardSection({ status, problem, children }: { status: StripeCardStatus; problem: string | null; children: ReactNode }) {
  const { t } = useBookingTranslation();
  const failed = status === 'error';
  return (
    <>
      {failed ? (
        <p className="tf-booking-alert" role="alert">
          {t('checkout.stripe.loadError')}
        </p>
      ) : (
        <>
          {status === 'loading' && (
            <p className="tf-booking-field__hint" role="status">
              {t('checkout.stripe.loading')}
            </p>
          )}
          <p className="tf-booking-field__hint">{t('checkout.stripe.secureNote')}</p>
        </>
      )}
      <div className="tf-booking-stripe" data-testid="stripe-payment-element" hidden={failed}>
        <Suspense fallback={null}>{children}</Suspense>
      </div>
      {problem && (
        <p className="tf-booking-alert" role="alert">
          {problem}
        </p>
      )}
    </>
  );
}
