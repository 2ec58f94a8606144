import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router';
import { z } from 'zod';
import { LTR_SLOT, LtrSlot } from '../../../components/ui/ltr.tsx';
import { paths } from '../../../config/paths.ts';
import { forgotPassword } from '../api/forgot-password.ts';
import { resendVerification } from '../api/resend-verification.ts';
import { useAccountTranslation } from '../hooks/use-account-translation.ts';
import { emailFormSchema } from '../schemas.ts';
import { AccountCard } from './account-card.tsx';
import { readExpiredState } from './link-token.ts';
import { accountErrorMessage } from './server-error.ts';
import { AccountForm, EmailField } from './account-form.tsx';

/** /expired: an emailed link was used, unknown or too old; asks for a new one of the right kind. */
export function ExpiredPage() {
  const { t } = useAccountTranslation();
  const location = useLocation();
  const [from] = useState(() => readExpiredState(location.state));
  const [sent, setSent] = useState<ReactNode>(null);
  const schema = useMemo(() => emailFormSchema(t).extend({ purpose: z.enum(['verify', 'reset']) }), [t]);
  type Values = z.infer<typeof schema>;
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver: zodResolver(schema), mode: 'onTouched', defaultValues: { email: '', purpose: from?.purpose ?? 'reset' } });

  const onSubmit = handleSubmit(async ({ email, purpose }) => {
    try {
      await (purpose === 'verify' ? resendVerification({ email, redirect: from?.redirect }) : forgotPassword(email));
      setSent(purpose === 'verify' ? t('resend.sent') : <LtrSlot text={t('forgot.sent', { email: LTR_SLOT })} value={email} />);
    } catch (error) {
      setError('root', { message: accountErrorMessage(error, t) });
    }
  });

  if (sent !== null) {
    return (
      <AccountCard title={t('forgot.sentTitle')}>
        <p className="tf-account__success" role="status">
          {sent}
        </p>
        <Link to={paths.login()}>{t('forgot.backToLogin')}</Link>
      </AccountCard>
    );
  }
  return (
    <AccountCard title={t('expired.title')} intro={t('expired.body')}>
      <AccountForm onSubmit={onSubmit} error={errors.root?.message} busy={isSubmitting} submit={t('expired.submit')} submitting={t('expired.submitting')}>
        <fieldset>
          <legend>{t('expired.purpose')}</legend>
          <label className="tf-account__choice">
            <input type="radio" value="verify" {...register('purpose')} /> {t('expired.purposeVerify')}
          </label>
          <label className="tf-account__choice">
            <input type="radio" value="reset" {...register('purpose')} /> {t('expired.purposeReset')}
          </label>
        </fieldset>
        <EmailField id="expired-email" field={register('email')} error={errors.email?.message} />
      </AccountForm>
    </AccountCard>
  );
}
