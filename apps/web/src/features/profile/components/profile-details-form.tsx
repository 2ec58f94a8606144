import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '../../../lib/toast.ts';
import { z } from 'zod';
import { ApiError } from '../../../lib/api-client.ts';
import type { SessionUser } from '../../../lib/bootstrap.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { useProfileTranslation } from '../hooks/use-profile-translation.ts';
import { PhotoField } from './photo-field.tsx';

type Values = { firstName: string; lastName: string; profileImage: string };
const FIELDS: ReadonlyArray<keyof Values> = ['firstName', 'lastName', 'profileImage'];

function initialsOf(first: string, last: string): string {
  return `${first.trim().charAt(0)}${last.trim().charAt(0)}`.toUpperCase() || '?';
}

/** Name and photo (PUT /api/user/profile). Entered values stay when saving fails. */
export function ProfileDetailsForm({ user }: { user: SessionUser }) {
  const { t } = useProfileTranslation();
  const update = useUpdateProfile();
  const schema = useMemo(
    () =>
      z.object({
        firstName: z.string().trim().min(1, t('firstNameRequired')).max(80, t('nameTooLong')),
        lastName: z.string().trim().max(80, t('nameTooLong')),
        profileImage: z.string(),
      }),
    [t],
  );
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    setValue,
    watch,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { firstName: user.personal_info.first_name, lastName: user.personal_info.last_name, profileImage: user.personal_info.profile_image },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync(values);
      reset({ firstName: saved.personal_info.first_name, lastName: saved.personal_info.last_name, profileImage: saved.personal_info.profile_image });
      toast.success(t('saved'));
    } catch (error) {
      const field = error instanceof ApiError ? FIELDS.find((f) => f === error.field) : undefined;
      if (field && error instanceof ApiError) setError(field, { message: error.message.replace(/^\w+: /, '') });
      else setError('root', { message: t('error') });
    }
  });

  const [firstName, lastName, photo] = watch(['firstName', 'lastName', 'profileImage']);
  const described = (name: keyof Values) => (errors[name] ? { 'aria-invalid': true, 'aria-describedby': `profile-${name}-error` } : {});

  return (
    <form className="tf-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      {errors.root?.message && (
        <p className="tf-form__alert" role="alert">
          {errors.root.message}
        </p>
      )}
      <PhotoField
        value={photo}
        initials={initialsOf(firstName, lastName)}
        onChange={(dataUrl) => setValue('profileImage', dataUrl, { shouldDirty: true })}
        error={errors.profileImage?.message}
        onError={(message) => (message ? setError('profileImage', { message }) : clearErrors('profileImage'))}
      />
      <div className="tf-form__row">
        <div className="tf-form__field">
          <label htmlFor="profile-firstName">{t('firstName')}</label>
          <input id="profile-firstName" type="text" autoComplete="given-name" maxLength={80} {...described('firstName')} {...register('firstName')} />
          {errors.firstName && (
            <p id="profile-firstName-error" className="tf-form__error">
              {errors.firstName.message}
            </p>
          )}
        </div>
        <div className="tf-form__field">
          <label htmlFor="profile-lastName">{t('lastName')}</label>
          <input id="profile-lastName" type="text" autoComplete="family-name" maxLength={80} {...described('lastName')} {...register('lastName')} />
          {errors.lastName && (
            <p id="profile-lastName-error" className="tf-form__error">
              {errors.lastName.message}
            </p>
          )}
        </div>
      </div>
      <div className="tf-form__field">
        <label htmlFor="profile-email">{t('email')}</label>
        <input id="profile-email" type="email" value={user.personal_info.email} readOnly />
      </div>
      <button type="submit" className="tf-button tf-button--primary" disabled={isSubmitting}>
        {isSubmitting ? t('saving') : t('save')}
      </button>
    </form>
  );
}
