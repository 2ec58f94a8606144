import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm, type FieldErrors, type UseFormRegisterReturn } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client.ts';
import { useGuestSession } from '../../auth/index.ts';
import { guestStartSchema, type GuestStartValues } from '../checkout-schema.ts';
import { useBookingTranslation, type BookingT } from '../hooks/use-booking-translation.ts';

const FIELDS = ['firstName', 'lastName', 'email'] as const;

/** A refused guest session as words: the agency's refusal, throttling, or a plain failure. */
function refusalText(error: unknown, t: BookingT): string {
  if (error instanceof ApiError && error.status === 403) return t('guest.refused');
  if (error instanceof ApiError && error.status === 429) return t('guest.tooMany');
  return t('guest.error');
}

function Field({
  name,
  label,
  field,
  errors,
  input,
}: {
  name: keyof GuestStartValues;
  label: string;
  field: UseFormRegisterReturn;
  errors: FieldErrors<GuestStartValues>;
  input: Record<string, string>;
}) {
  const error = errors[name]?.message;
  const id = `guest-start-${name}`;
  return (
    <div className="tf-booking-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...input} {...field} />
      {error && (
        <p className="tf-booking-field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * "Continue as a guest" at checkout (decision 0104), for agencies that allow the non-login flow: the
 * lead guest's name and e-mail open a guest session, which makes the checkout the signed-in one
 * with these details filled in.
 */
export function GuestStart() {
  const { t } = useBookingTranslation();
  const guest = useGuestSession();
  const schema = useMemo(() => guestStartSchema(t), [t]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<GuestStartValues>({ resolver: zodResolver(schema), mode: 'onTouched', defaultValues: { firstName: '', lastName: '', email: '' } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await guest.mutateAsync(values);
    } catch (error) {
      // A field the server refused (400) shows under that field; anything else above the form.
      const field = error instanceof ApiError && error.status === 400 ? FIELDS.find((f) => f === error.field) : undefined;
      if (field) setError(field, { message: (error as ApiError).message }, { shouldFocus: true });
      else setError('root', { message: refusalText(error, t) });
    }
  });

  return (
    <section className="tf-card tf-booking-guest" aria-labelledby="checkout-guest-title" data-testid="guest-checkout">
      <h2 id="checkout-guest-title">{t('guest.checkoutTitle')}</h2>
      <p>{t('guest.checkoutIntro')}</p>
      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby="checkout-guest-title">
        {errors.root?.message && (
          <p className="tf-booking-alert" role="alert">
            {errors.root.message}
          </p>
        )}
        <div className="tf-booking-row">
          <Field name="firstName" label={t('checkout.firstName')} field={register('firstName')} errors={errors} input={{ autoComplete: 'given-name' }} />
          <Field name="lastName" label={t('checkout.lastName')} field={register('lastName')} errors={errors} input={{ autoComplete: 'family-name' }} />
        </div>
        <Field
          name="email"
          label={t('checkout.email')}
          field={register('email')}
          errors={errors}
          input={{ type: 'email', autoComplete: 'email', inputMode: 'email' }}
        />
        <p className="tf-booking-field__hint">{t('guest.findLater')}</p>
        <div className="tf-booking-actions">
          <button type="submit" className="tf-button tf-button--primary" disabled={isSubmitting}>
            {isSubmitting ? t('guest.submitting') : t('guest.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}
