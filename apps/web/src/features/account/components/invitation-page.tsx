import { zodResolver } from '@hookform/resolvers/zod';
import { isAgent } from '@tripfront/domain/navigation/roles';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { LoadingStatus } from '../../../components/ui/status.tsx';
import { paths } from '../../../config/paths.ts';
import { usePeopleTranslation } from '../../people/index.ts';
import { useAcceptInvitation, useInvitation, type InvitedPerson } from '../api/invitation.ts';
import { useAccountTranslation } from '../hooks/use-account-translation.ts';
import { invitationFormSchema, type InvitationFormValues } from '../schemas.ts';
import { AccountCard } from './account-card.tsx';
import { looksLikeLinkToken } from './link-token.ts';
import { accountErrorMessage, isLinkRefusal, isPasswordRefusal } from './server-error.ts';
import { AccountForm, NameFields, NewPasswordFields } from './account-form.tsx';

/**
 * /invitation?token=… (issue #16): an invited agent or client chooses a password (the sign-up
 * rules and messages) and confirms their name; the server confirms the address and signs them in.
 */
export function InvitationPage() {
  const { t: p } = usePeopleTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const valid = looksLikeLinkToken(token);
  const invitation = useInvitation(token);
  if (!valid || invitation.isError) {
    return (
      <AccountCard title={p('invitation.title')}>
        <p className="tf-account__alert" role="alert">
          {p('invitation.invalid')}
        </p>
      </AccountCard>
    );
  }
  if (!invitation.data) {
    return (
      <AccountCard title={p('invitation.title')}>
        <LoadingStatus>{p('invitation.checking')}</LoadingStatus>
      </AccountCard>
    );
  }
  return <InvitationForm token={token} person={invitation.data} />;
}

function InvitationForm({ token, person }: { token: string; person: InvitedPerson }) {
  const { t } = useAccountTranslation();
  const { t: p } = usePeopleTranslation();
  const navigate = useNavigate();
  const accept = useAcceptInvitation();
  const schema = useMemo(() => invitationFormSchema(t), [t]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<InvitationFormValues>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { firstName: person.firstName, lastName: person.lastName, password: '', confirmPassword: '' },
  });
  const onSubmit = handleSubmit(async ({ firstName, lastName, password }) => {
    try {
      const user = await accept.mutateAsync({ token, firstName, lastName, password });
      await navigate(isAgent(user) ? paths.agent.dashboard() : paths.home(), { replace: true });
    } catch (error) {
      if (isLinkRefusal(error)) setError('root', { message: p('invitation.invalid') });
      else if (isPasswordRefusal(error)) setError('password', { message: t('errors.passwordCommon') }, { shouldFocus: true });
      else setError('root', { message: accountErrorMessage(error, t) });
    }
  });
  return (
    <AccountCard title={p('invitation.title')} intro={p('invitation.intro', { email: person.email })}>
      <AccountForm onSubmit={onSubmit} error={errors.root?.message} busy={isSubmitting} submit={p('invitation.submit')} submitting={p('invitation.submitting')}>
        <NameFields
          idPrefix="invitation"
          firstName={{ field: register('firstName'), error: errors.firstName?.message }}
          lastName={{ field: register('lastName'), error: errors.lastName?.message }}
        />
        <input type="email" name="username" autoComplete="username" value={person.email} readOnly hidden />
        <NewPasswordFields
          idPrefix="invitation"
          label={t('fields.password')}
          password={{ field: register('password'), error: errors.password?.message }}
          confirm={{ field: register('confirmPassword'), error: errors.confirmPassword?.message }}
        />
      </AccountForm>
    </AccountCard>
  );
}
