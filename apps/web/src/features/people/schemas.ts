import { INVITABLE_ROLES } from '@tripfront/domain/people';
import { z } from 'zod';
import type { PeopleT } from './hooks/use-people-translation.ts';

/**
 * The people forms' rules are the API's (packages/domain/src/people.ts), with translated messages:
 * the same limits, so a form the page accepts is one the server accepts.
 */
const NAME_MAX = 80;
const email = (t: PeopleT) =>
  z
    .string()
    .trim()
    .min(1, t('errors.emailRequired'))
    .pipe(z.email(t('errors.emailInvalid')).max(254, t('errors.emailInvalid')));
const firstName = (t: PeopleT) =>
  z
    .string()
    .trim()
    .min(1, t('errors.firstNameRequired'))
    .max(NAME_MAX, t('errors.tooLong', { max: NAME_MAX }));
const optional = (t: PeopleT, max: number) => z.string().trim().max(max, t('errors.tooLong', { max }));

export const inviteClientFormSchema = (t: PeopleT) => z.object({ email: email(t), firstName: firstName(t), lastName: optional(t, NAME_MAX) });
export type InviteClientFormValues = z.infer<ReturnType<typeof inviteClientFormSchema>>;

export const inviteAgentFormSchema = (t: PeopleT) => inviteClientFormSchema(t).extend({ role: z.enum(INVITABLE_ROLES) });
export type InviteAgentFormValues = z.infer<ReturnType<typeof inviteAgentFormSchema>>;

export const applyFormSchema = (t: PeopleT) =>
  z.object({
    firstName: firstName(t),
    lastName: optional(t, NAME_MAX),
    email: email(t),
    phone: optional(t, 30).refine((v) => v === '' || /^\+?[0-9 ()-]{6,30}$/.test(v), t('errors.phoneInvalid')),
    company: optional(t, 120),
    message: optional(t, 2000),
  });
export type ApplyFormValues = z.infer<ReturnType<typeof applyFormSchema>>;

export const rejectFormSchema = (t: PeopleT) =>
  z.object({
    reason: z
      .string()
      .trim()
      .min(1, t('errors.reasonRequired'))
      .max(1000, t('errors.tooLong', { max: 1000 })),
  });
export type RejectFormValues = z.infer<ReturnType<typeof rejectFormSchema>>;
