import { zodResolver } from '@hookform/resolvers/zod';
import type { LeadGuest } from '@tripfront/domain/booking/bookings';
import type { BookingMoney } from '@tripfront/domain/booking/price';
import { randomNonce, tokenizeSandboxCard } from '@tripfront/domain/payments/sandbox-card';
import { useMemo, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useAgency } from '../../agency/index.ts';
import { checkoutFormSchema, detectBrand, guestFormSchema, parseExpiry, type CheckoutFormInput, type CheckoutFormValues } from '../checkout-schema.ts';
import { useBookingTranslation, type BookingT } from '../hooks/use-booking-translation.ts';
import type { CardPayment, StripeCardApi, StripeCardStatus, TokenizeResult } from '../stripe/stripe-card-api.ts';
import { StripeCardField } from '../stripe/stripe-card.tsx';
import { GuestFields, SandboxCardFields, StripeCardSection } from './payment-fields.tsx';
import { useSaveTravellers } from './save-travellers.tsx';

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

const guestOf = (values: CheckoutFormValues): LeadGuest => {
  const phone = values.phone.trim();
  return { firstName: values.firstName, lastName: values.lastName, email: values.email, ...(phone ? { phone } : {}) };
};

type SandboxField = 'cardNumber' | 'expiry' | 'cvc';

/** The sandbox card typed in, as a token; or the field at fault and what it says. */
function sandboxPayment(values: CheckoutFormValues, t: BookingT): { payment: CardPayment } | { field: SandboxField; message: string } {
  const expiry = parseExpiry(values.expiry);
  const result = tokenizeSandboxCard(
    { number: values.cardNumber, expMonth: expiry?.month ?? 0, expYear: expiry?.year ?? 0, cvc: values.cvc },
    new Date(),
    randomNonce(),
  );
  if (result.ok) return { payment: { token: result.token, brand: result.brand, last4: result.last4 } };
  const field = result.field === 'number' ? 'cardNumber' : result.field;
  const message = result.message.startsWith('This is a test payment form') ? t('checkout.errors.notTestCard') : t(`checkout.errors.${field}`);
  return { field, message };
}

const LEAD_GUEST = 'lead-guest';

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
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<CheckoutFormInput, unknown, CheckoutFormValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: { ...defaultGuest, phone: '', cardNumber: '', expiry: '', cvc: '', cardName: '' },
  });
  const brand = detectBrand(watch('cardNumber'));
  // The lead guest as a saved traveller (opt-in, decision 0102): their names, once they pass the checks.
  const saves = useSaveTravellers();

  const submit = handleSubmit(async (values) => {
    saves.save([[LEAD_GUEST, { firstName: values.firstName, lastName: values.lastName }]]);
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
    const card = sandboxPayment(values, t);
    if ('field' in card) {
      setError(card.field, { message: card.message }, { shouldFocus: true });
      return;
    }
    await onPay({ guest: guestOf(values), payment: card.payment });
  });

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
      <GuestFields register={register} errors={errors} setValue={setValue} save={saves.check(LEAD_GUEST)} />
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
          <SandboxCardFields register={register} errors={errors} getValues={getValues} brand={brand} />
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
