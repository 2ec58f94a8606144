import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { useFindBooking } from '../api/guest-booking-access.ts';
import { findBookingSchema, type FindBookingValues } from '../checkout-schema.ts';
import { useBookingTranslation } from '../hooks/use-booking-translation.ts';
import './booking.css';

type FieldName = keyof FindBookingValues;

/**
 * /mytrip/find (decision 0104): a guest asks for a link to a booking by its reference and the lead
 * guest's e-mail. The answer never says whether the booking exists; the link comes by e-mail.
 * The confirmation e-mail links here with ?reference= filled in.
 */
export function FindBookingPage() {
  const { t } = useBookingTranslation();
  const [params] = useSearchParams();
  const find = useFindBooking();
  const [sent, setSent] = useState(false);
  const schema = useMemo(() => findBookingSchema(t), [t]);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<FindBookingValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { reference: params.get('reference') ?? '', email: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await find.mutateAsync(values);
      setSent(true);
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && (error.field === 'reference' || error.field === 'email')) {
        setError(error.field, { message: error.message }, { shouldFocus: true });
      } else {
        setError('root', { message: error instanceof ApiError && error.status === 429 ? t('guest.tooMany') : t('guest.error') });
      }
    }
  });

  const field = (name: FieldName, label: string, input: Record<string, string>, hint?: string) => {
    const id = `find-booking-${name}`;
    const error = errors[name]?.message;
    const described = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
    return (
      <div className="tf-booking-field">
        <label htmlFor={id}>{label}</label>
        <input id={id} aria-invalid={error ? true : undefined} aria-describedby={described} {...input} {...register(name)} />
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

  return (
    <div className="tf-container tf-page tf-booking-narrow">
      <section className="tf-card" aria-labelledby="find-booking-title">
        <h1 id="find-booking-title">{t('guest.findTitle')}</h1>
        {sent ? (
          <>
            <p className="tf-booking-notice" role="status" data-testid="find-booking-sent">
              {t('guest.sent')}
            </p>
            <p className="tf-booking-muted">{t('guest.sentHint')}</p>
            <div className="tf-booking-actions">
              <button
                type="button"
                className="tf-button tf-button--outline"
                onClick={() => {
                  reset({ reference: '', email: '' });
                  setSent(false);
                }}
              >
                {t('guest.findAgain')}
              </button>
            </div>
          </>
        ) : (
          <>
            <p>{t('guest.findIntro')}</p>
            <form onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby="find-booking-title">
              {errors.root?.message && (
                <p className="tf-booking-alert" role="alert">
                  {errors.root.message}
                </p>
              )}
              {field('reference', t('guest.reference'), { autoComplete: 'off', autoCapitalize: 'characters', spellCheck: 'false' }, t('guest.referenceHint'))}
              {field('email', t('checkout.email'), { type: 'email', autoComplete: 'email', inputMode: 'email' })}
              <div className="tf-booking-actions">
                <button type="submit" className="tf-button tf-button--primary" disabled={isSubmitting}>
                  {isSubmitting ? t('guest.findSubmitting') : t('guest.findSubmit')}
                </button>
              </div>
            </form>
          </>
        )}
      </section>
    </div>
  );
}
