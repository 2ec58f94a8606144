import { PASSWORD_MAX, PASSWORD_MIN } from '@tripfront/domain/account';
import { z } from 'zod';
import type { AccountT } from './hooks/use-account-translation.ts';

/**
 * The account forms' rules are the API's (packages/domain/src/account.ts: password 8–128
 * characters, names up to 80, standard email), with translated messages. The common-password
 * check is the server's; its answer is shown on the password field.
 */
const NAME_MAX = 80;

export const emailField = (t: AccountT) =>
  z
    .string()
    .trim()
    .min(1, t('errors.emailRequired'))
    .pipe(z.email(t('errors.emailInvalid')).max(254, t('errors.emailInvalid')));

export const newPasswordField = (t: AccountT) =>
  z
    .string()
    .min(1, t('errors.passwordRequired'))
    .min(PASSWORD_MIN, t('errors.passwordTooShort', { min: PASSWORD_MIN }))
    .max(PASSWORD_MAX, t('errors.passwordTooLong', { max: PASSWORD_MAX }));

const passwordsDiffer = (t: AccountT) => ({ message: t('errors.passwordsDiffer'), path: ['confirmPassword'] });
const same = (v: { password: string; confirmPassword: string }) => v.password === v.confirmPassword;

/** First and last name as sign-up asks them (the first required). */
const nameFields = (t: AccountT) => ({
  firstName: z
    .string()
    .trim()
    .min(1, t('errors.firstNameRequired'))
    .max(NAME_MAX, t('errors.nameTooLong', { max: NAME_MAX })),
  lastName: z
    .string()
    .trim()
    .max(NAME_MAX, t('errors.nameTooLong', { max: NAME_MAX })),
});
/** A new password and its confirmation (a mismatch shows on the confirmation, by the schema's refine). */
const passwordFields = (t: AccountT) => ({ password: newPasswordField(t), confirmPassword: z.string() });

/** Sign up: names, email, and the password with its confirmation. */
export const signupFormSchema = (t: AccountT) => z.object({ ...nameFields(t), email: emailField(t), ...passwordFields(t) }).refine(same, passwordsDiffer(t));
export type SignupFormValues = z.infer<ReturnType<typeof signupFormSchema>>;

export const resetFormSchema = (t: AccountT) => z.object(passwordFields(t)).refine(same, passwordsDiffer(t));
export type ResetFormValues = z.infer<ReturnType<typeof resetFormSchema>>;

export const emailFormSchema = (t: AccountT) => z.object({ email: emailField(t) });
export type EmailFormValues = z.infer<ReturnType<typeof emailFormSchema>>;

export { PASSWORD_MAX, PASSWORD_MIN };

/** Accepting an invitation (issue #16): the names (the inviter's guess, editable) and the password with its confirmation, as at sign up. */
export const invitationFormSchema = (t: AccountT) => z.object({ ...nameFields(t), ...passwordFields(t) }).refine(same, passwordsDiffer(t));
export type InvitationFormValues = z.infer<ReturnType<typeof invitationFormSchema>>;
