import { zodResolver } from '@hookform/resolvers/zod';
import type { LeadGuest } from '@tripfront/domain/booking/bookings';
import type { BookingMoney } from '@tripfront/domain/booking/price';
import { randomNonce, SANDBOX_TEST_CARDS, tokenizeSandboxCard } from '@tripfront/domain/payments/sandbox-card';
import { Suspense, useMemo, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useAgency } from '../../agency/index.ts';
import {
  checkoutFormSchema,
  detectBrand,
  formatCardNumber,
  formatExpiry,
  guestFormSchema,
  parseExpiry,
  type CheckoutFormInput,
  type CheckoutFormValues,
} from '../checkout-schema.ts';
import { useBookingTranslation } from '../hooks/use-booking-translation.ts';
import type { CardPayment, StripeCardApi, StripeCardStatus, TokenizeResult } from '../stripe/stripe-card-api.ts';
import { StripeCardField } from '../stripe/stripe-card.tsx';

/** What leaves the form: the guest and the card's token. Never the card number, expiry or CVC. */
export interface PaymentSubmission {
  guest: LeadGuest;
  /** Null when credits pay the whole booking (issue #16): no card. */
  payment: CardPayment | null;
}

interface PaymentFormProps {
  defaultGuest: { firstName: string; lastName: string; email: string };
  onPay: (submission: PaymentSubmission) => Promise<void>;
  /** False while no hold is ready: Pay waits. */
  canPay: boolean;
  payLabel: string;
  /**
   * Stripe collects the card in its Payment Element (a lazy chunk); without it, the sandbox's own card
   * fields and test cards. `api` is what the field handed over through `onApi` once it was up.
   */
  stripe?: { publishableKey: string; total: BookingMoney; api: StripeCardApi | null; onApi: (api: StripeCardApi | null) => void } | undefined;
  /** A message from the last attempt (declined …), shown above the Pay button. */
  alert?: ReactNode;
  /** Credits pay the whole booking (issue #16): no card fields, and no card is asked for. */
  noCard?: boolean;
  /** What the checkout adds before the guest (booking for a client, wallet credits, a product's travellers). */
  before?: ReactNode;
  /** Called on every Pay press, before the form's own checks: the product's fields show their messages alongside. */
  onSubmitStart?: (() => void) | undefined;
}

const TEST_CARD_KEYS = {
  success: 'checkout.testCards.success',
  decline: 'checkout.testCards.decline',
  authenticate: 'checkout.testCards.authenticate',
} as const;

/** Lead guest details and the card entry (sandbox fields or Stripe's), validated with clear messages. */
export function PaymentForm({ defaultGuest, onPay, canPay, payLabel, stripe: stripeOption, alert, noCard = false, before, onSubmitStart }: PaymentFormProps) {
  const { t, i18n } = useBookingTranslation();
  const { primaryColor } = useAgency();
  const stripe = noCard ? undefined : stripeOption;
  const withStripe = stripe !== undefined;
  // With Stripe the card fields stay empty and unchecked: Stripe's own frame validates the card.
  const resolver = useMemo(() => zodResolver(withStripe || noCard ? guestFormSchema(t) : checkoutFormSchema(t)), [t, withStripe, noCard]);
  const [stripeStatus, setStripeStatus] = useState<StripeCardStatus>('loading');
  const [cardProblem, setCardProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<CheckoutFormInput, unknown, CheckoutFormValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: { ...defaultGuest, phone: '', cardNumber: '', expiry: '', cvc: '', cardName: '' },
  });
  const brand = detectBrand(watch('cardNumber'));

  const guestOf = (values: CheckoutFormValues): LeadGuest => {
    const phone = values.phone.trim();
    return { firstName: values.firstName, lastName: values.lastName, email: values.email, ...(phone ? { phone } : {}) };
  };

  const submit = handleSubmit(async (values) => {
    if (noCard) {
      await onPay({ guest: guestOf(values), payment: null });
      return;
    }
    if (withStripe) {
      setCardProblem(null);
      const result: TokenizeResult = stripe.api ? await stripe.api.tokenize() : { ok: false, reason: 'notReady' };
      if (!result.ok) {
        if (result.reason !== 'inline')
          setCardProblem(result.message ?? t(result.reason === 'notReady' ? 'checkout.stripe.loading' : 'checkout.stripe.cardError'));
        return;
      }
      await onPay({ guest: guestOf(values), payment: result.payment });
      return;
    }
    const expiry = parseExpiry(values.expiry);
    const result = tokenizeSandboxCard(
      { number: values.cardNumber, expMonth: expiry?.month ?? 0, expYear: expiry?.year ?? 0, cvc: values.cvc },
      new Date(),
      randomNonce(),
    );
    if (!result.ok) {
      const field = result.field === 'number' ? 'cardNumber' : result.field;
      const message = result.message.startsWith('This is a test payment form')
        ? t('checkout.errors.notTestCard')
        : t(`checkout.errors.${result.field === 'number' ? 'cardNumber' : result.field}`);
      setError(field, { message }, { shouldFocus: true });
      return;
    }
    await onPay({
      guest: guestOf(values),
      payment: { token: result.token, brand: result.brand, last4: result.last4 },
    });
  });

  const field = (name: keyof CheckoutFormInput, label: string, props: Record<string, unknown> = {}, hint?: string) => {
    const error = errors[name]?.message;
    const id = `checkout-${name}`;
    return (
      <div className="tf-booking-field">
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
          {...props}
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
  };
  const cardNumber = register('cardNumber');
  const expiry = register('expiry');

  return (
    // No action and no method: the browser never submits it anywhere, card data never reaches a URL.
    <form
      className="tf-booking-payment"
      onSubmit={(e) => {
        onSubmitStart?.();
        void submit(e);
      }}
      noValidate
      aria-label={t('checkout.formLabel')}
    >
      {before}
      <fieldset className="tf-card">
        <legend>{t('checkout.guestTitle')}</legend>
        <div className="tf-booking-row">
          {field('firstName', t('checkout.firstName'), { autoComplete: 'given-name' })}
          {field('lastName', t('checkout.lastName'), { autoComplete: 'family-name' })}
        </div>
        <div className="tf-booking-row">
          {field('email', t('checkout.email'), { type: 'email', autoComplete: 'email', inputMode: 'email' })}
          {field('phone', t('checkout.phone'), { type: 'tel', autoComplete: 'tel' }, t('checkout.phoneHint'))}
        </div>
      </fieldset>
      <fieldset className="tf-card" hidden={noCard}>
        <legend>{t('checkout.cardTitle')}</legend>
        {noCard ? null : withStripe ? (
          <StripeCardSection status={stripeStatus} problem={cardProblem}>
            <StripeCardField
              publishableKey={stripe.publishableKey}
              total={stripe.total}
              primaryColor={primaryColor}
              language={i18n.language}
              onApi={stripe.onApi}
              onStatus={setStripeStatus}
            />
          </StripeCardSection>
        ) : (
          <>
            <div className="tf-booking-testcards" role="note">
              <p>{t('checkout.testCards.title')}</p>
              <ul>
                {SANDBOX_TEST_CARDS.map((c) => (
                  <li key={c.number}>
                    <code dir="ltr">{c.number}</code> {t(TEST_CARD_KEYS[c.scenario])}
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
              {field('cvc', t('checkout.cvc'), { inputMode: 'numeric', autoComplete: 'cc-csc', dir: 'ltr' })}
            </div>
            {field('cardName', t('checkout.cardName'), { autoComplete: 'cc-name' })}
          </>
        )}
      </fieldset>
      {alert}
      <button
        type="submit"
        className="tf-button tf-button--primary tf-booking-pay"
        disabled={!canPay || isSubmitting || (withStripe && (stripeStatus !== 'ready' || !stripe.api))}
      >
        {isSubmitting ? t('checkout.paying') : payLabel}
      </button>
    </form>
  );
}

/** Stripe's Payment Element goes in the box; its iframe holds the card, this page never sees it. */
function StripeCardSection({ status, problem, children }: { status: StripeCardStatus; problem: string | null; children: ReactNode }) {
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
