import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useApply } from '../api/applications.ts';
import { usePeopleTranslation } from '../hooks/use-people-translation.ts';
import { applyFormSchema, type ApplyFormValues } from '../schemas.ts';
import { Field } from './field.tsx';
import { peopleErrorMessage } from './people-errors.ts';
import '../../../components/ui/form.css';
import './people.css';

/** /become-an-agent (issue #16): anyone may apply to become an agent of the agency; a thank-you after sending. */
export function ApplyPage() {
  const { t } = usePeopleTranslation();
  const apply = useApply();
  const [sent, setSent] = useState(false);
  const schema = useMemo(() => applyFormSchema(t), [t]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ApplyFormValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { firstName: '', lastName: '', email: '', phone: '', company: '', message: '' },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      await apply.mutateAsync(values);
      setSent(true);
    } catch (error) {
      const message = peopleErrorMessage(error, t);
      if (message === t('errors.alreadyApplied')) setError('email', { message }, { shouldFocus: true });
      else setError('root', { message });
    }
  });
  return (
    <div className="tf-container tf-page">
      <div className="tf-people tf-people__apply tf-card">
        {sent ? (
          <>
            <h1>{t('apply.thanksTitle')}</h1>
            <p role="status">{t('apply.thanks')}</p>
            <Link className="tf-button tf-button--primary" to={paths.home()}>
              {t('apply.home')}
            </Link>
          </>
        ) : (
          <>
            <h1>{t('apply.title')}</h1>
            <p className="tf-people__lede">{t('apply.intro')}</p>
            <form className="tf-form" onSubmit={(event) => void onSubmit(event)} noValidate>
              {errors.root?.message && (
                <p className="tf-form__alert" role="alert">
                  {errors.root.message}
                </p>
              )}
              <div className="tf-form__row">
                <Field label={t('common.firstName')} autoComplete="given-name" error={errors.firstName?.message} {...register('firstName')} />
                <Field
                  label={`${t('common.lastName')} (${t('common.optional')})`}
                  autoComplete="family-name"
                  error={errors.lastName?.message}
                  {...register('lastName')}
                />
              </div>
              <Field label={t('common.email')} type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
              <div className="tf-form__row">
                <Field
                  label={`${t('apply.phone')} (${t('common.optional')})`}
                  type="tel"
                  autoComplete="tel"
                  dir="ltr"
                  error={errors.phone?.message}
                  {...register('phone')}
                />
                <Field
                  label={`${t('apply.company')} (${t('common.optional')})`}
                  autoComplete="organization"
                  error={errors.company?.message}
                  {...register('company')}
                />
              </div>
              <div className="tf-form__field">
                <label htmlFor="apply-message">{`${t('apply.message')} (${t('common.optional')})`}</label>
                <textarea
                  id="apply-message"
                  aria-invalid={errors.message ? true : undefined}
                  aria-describedby={errors.message ? 'apply-message-error' : undefined}
                  {...register('message')}
                />
                {errors.message?.message && (
                  <p className="tf-form__error" id="apply-message-error">
                    {errors.message.message}
                  </p>
                )}
              </div>
              <button type="submit" className="tf-button tf-button--primary" disabled={isSubmitting}>
                {isSubmitting ? t('apply.submitting') : t('apply.submit')}
              </button>
            </form>
          </>
        )}
      </div>
    </div>
  );
}
