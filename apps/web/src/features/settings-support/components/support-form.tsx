import { zodResolver } from '@hookform/resolvers/zod';
import { supportRequestBodySchema, type SupportRequest } from '@tripfront/domain/settings';
import { useMemo, useRef, useState } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client.ts';
import { useSendSupportRequest } from '../api/support-requests.ts';
import { useSupportTranslation, type SupportKey } from '../hooks/use-support-translation.ts';

type Values = { subject: string; message: string; contactPhone: string };
const EMPTY: Values = { subject: '', message: '', contactPhone: '' };

/** The domain's rule (supportRequestBodySchema), its messages in the page's language. */
const MESSAGES: Record<keyof Values, Partial<Record<string, SupportKey>>> = {
  subject: { too_small: 'form.subjectShort', too_big: 'form.subjectLong' },
  message: { too_small: 'form.messageShort', too_big: 'form.messageLong' },
  contactPhone: { too_big: 'form.phoneLong' },
};

/** Subject, message and an optional phone; the reference once sent. A failed send keeps what was written. */
export function SupportForm({ email }: { email: string }) {
  const { t } = useSupportTranslation();
  const send = useSendSupportRequest();
  const [sent, setSent] = useState<SupportRequest | null>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);
  const resolver = useMemo<Resolver<Values>>(() => {
    const base = zodResolver(supportRequestBodySchema) as unknown as Resolver<Values>;
    return async (values, context, options) => {
      const result = await base(values, context, options);
      const errors = result.errors as FieldErrors<Values>;
      for (const name of Object.keys(errors) as Array<keyof Values>) {
        const error = errors[name];
        const key = error?.type ? MESSAGES[name][error.type] : undefined;
        if (error && key) error.message = t(key);
      }
      return result;
    };
  }, [t]);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver, mode: 'onTouched', defaultValues: EMPTY });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const request = await send.mutateAsync({ subject: values.subject, message: values.message, contactPhone: values.contactPhone });
      reset(EMPTY);
      setSent(request);
      requestAnimationFrame(() => doneRef.current?.focus());
    } catch (error) {
      const field = error instanceof ApiError ? (Object.keys(EMPTY) as Array<keyof Values>).find((name) => name === error.field) : undefined;
      if (field && error instanceof ApiError) setError(field, { message: error.message.replace(/^\w+: /, '') }, { shouldFocus: true });
      else setError('root', { message: t('form.error') });
    }
  });

  const described = (name: keyof Values, hint: boolean) => {
    const ids = [hint ? `support-${name}-hint` : '', errors[name] ? `support-${name}-error` : ''].filter(Boolean).join(' ');
    return { 'aria-invalid': errors[name] ? true : undefined, 'aria-describedby': ids || undefined };
  };
  const fieldError = (name: keyof Values) =>
    errors[name] && (
      <p id={`support-${name}-error`} className="tf-form__error">
        {errors[name].message}
      </p>
    );

  return (
    <section className="tf-settings__section" aria-labelledby="support-form-title">
      <h2 id="support-form-title" className="tf-support-settings__heading">
        {t('form.title')}
      </h2>
      {sent ? (
        <div className="tf-support-settings__sent">
          <p ref={doneRef} tabIndex={-1} role="status">
            {t('form.sent', { reference: sent.reference, email })}
          </p>
          <button type="button" className="tf-button tf-button--outline" onClick={() => setSent(null)}>
            {t('form.another')}
          </button>
        </div>
      ) : (
        <form className="tf-form" noValidate onSubmit={(event) => void onSubmit(event)}>
          {errors.root?.message && (
            <p className="tf-form__alert" role="alert">
              {errors.root.message}
            </p>
          )}
          <div className="tf-form__field">
            <label htmlFor="support-subject">{t('form.subject')}</label>
            <input id="support-subject" type="text" maxLength={200} {...described('subject', false)} {...register('subject')} />
            {fieldError('subject')}
          </div>
          <div className="tf-form__field tf-support-settings__wide">
            <label htmlFor="support-message">{t('form.message')}</label>
            <textarea id="support-message" rows={6} maxLength={5000} {...described('message', true)} {...register('message')} />
            <p id="support-message-hint" className="tf-form__hint">
              {t('form.messageHint')}
            </p>
            {fieldError('message')}
          </div>
          <div className="tf-form__field">
            <label htmlFor="support-contactPhone">{t('form.phone')}</label>
            <input
              id="support-contactPhone"
              type="tel"
              autoComplete="tel"
              dir="ltr"
              maxLength={40}
              {...described('contactPhone', true)}
              {...register('contactPhone')}
            />
            <p id="support-contactPhone-hint" className="tf-form__hint">
              {t('form.phoneHint')}
            </p>
            {fieldError('contactPhone')}
          </div>
          <button type="submit" className="tf-button tf-button--primary" disabled={isSubmitting}>
            {isSubmitting ? t('form.sending') : t('form.send')}
          </button>
        </form>
      )}
    </section>
  );
}
