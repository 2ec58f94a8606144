import { zodResolver } from '@hookform/resolvers/zod';
import { INVITABLE_ROLES } from '@tripfront/domain/people';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { DialogActions } from './dialog-actions.tsx';
import { usePeopleTranslation } from '../hooks/use-people-translation.ts';
import { inviteAgentFormSchema, type InviteAgentFormValues } from '../schemas.ts';
import { Field } from './field.tsx';
import { peopleErrorMessage } from './people-errors.ts';

interface InviteDialogProps {
  open: boolean;
  title: string;
  intro: string;
  /** Agents are invited with a role; clients are travellers. */
  withRole: boolean;
  onInvite: (values: InviteAgentFormValues) => Promise<unknown>;
  onClose: () => void;
  /** Told the address once the invitation is on its way. */
  onSent: (email: string) => void;
}

/** Invite someone by email: the server creates the account and emails the link that sets a password. */
export function InviteDialog({ open, title, intro, withRole, onInvite, onClose, onSent }: InviteDialogProps) {
  const { t } = usePeopleTranslation();
  const schema = useMemo(() => inviteAgentFormSchema(t), [t]);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<InviteAgentFormValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { email: '', firstName: '', lastName: '', role: 'SalesAgent' },
  });
  const close = () => {
    reset();
    onClose();
  };
  const onSubmit = handleSubmit(async (values) => {
    try {
      await onInvite(values);
      reset();
      onSent(values.email);
    } catch (error) {
      const message = peopleErrorMessage(error, t);
      if (message === t('errors.accountExists')) setError('email', { message }, { shouldFocus: true });
      else setError('root', { message });
    }
  });
  return (
    <Dialog open={open} title={title} onClose={close}>
      <p>{intro}</p>
      <form className="tf-form" onSubmit={(event) => void onSubmit(event)} noValidate>
        {errors.root?.message && (
          <p className="tf-form__alert" role="alert">
            {errors.root.message}
          </p>
        )}
        <Field label={t('common.email')} type="email" autoComplete="off" error={errors.email?.message} {...register('email')} />
        <div className="tf-form__row">
          <Field label={t('common.firstName')} autoComplete="off" error={errors.firstName?.message} {...register('firstName')} />
          <Field label={`${t('common.lastName')} (${t('common.optional')})`} autoComplete="off" error={errors.lastName?.message} {...register('lastName')} />
        </div>
        {withRole && (
          <div className="tf-form__field">
            <label htmlFor="invite-role">{t('agents.role')}</label>
            <select id="invite-role" {...register('role')}>
              {INVITABLE_ROLES.map((role) => (
                <option key={role} value={role}>
                  {t(`roles.${role}`)}
                </option>
              ))}
            </select>
          </div>
        )}
        <DialogActions onCancel={close} busy={isSubmitting} label={t('invite.send')} busyLabel={t('common.sending')} />
      </form>
    </Dialog>
  );
}
