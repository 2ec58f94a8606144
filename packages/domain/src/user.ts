import { z } from 'zod';
import { emailInputSchema } from './account.ts';

export const USER_TYPES = ['Traveller', 'AgencyOwner', 'Admin', 'SalesAgent'] as const;
export const userTypeSchema = z.enum(USER_TYPES);
export type UserType = z.infer<typeof userTypeSchema>;

export const creditsSchema = z.object({ amount: z.number().min(0), currency: z.string().regex(/^[A-Z]{3}$/) });

/** A user as the seed file lists them (demo passwords in clear; hashed on load). */
export const seedUserSchema = z.object({
  email: z.email().max(254),
  password: z.string().min(8).max(128),
  firstName: z.string().min(1).max(80),
  lastName: z.string().max(80).default(''),
  userType: userTypeSchema,
  isTravelAgent: z.boolean().default(false),
  isRestrictedAgent: z.boolean().default(false),
  isRewardWalletEnable: z.boolean().default(false),
  credits: creditsSchema.default({ amount: 0, currency: 'USD' }),
});
export type SeedUser = z.infer<typeof seedUserSchema>;

/** The user profile of spec §3, as the API answers it. */
export const userProfileSchema = z.object({
  id: z.string(),
  userType: userTypeSchema,
  isTravelAgent: z.boolean(),
  isRestrictedAgent: z.boolean(),
  isRewardWalletEnable: z.boolean(),
  language: z.string(),
  /** Navigation read permissions (spec §6); an item not listed is readable. */
  permissions: z.record(z.string(), z.object({ read: z.boolean() })).optional(),
  personal_info: z.object({
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    profile_image: z.string(),
    credits: creditsSchema,
  }),
  /** A guest session (decision 0103): booked without an account, sees only its own bookings. */
  isGuest: z.boolean().optional(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

export const loginBodySchema = z.object({
  email: emailInputSchema,
  password: z.string().min(1, 'Password is required').max(256),
});
export type LoginBody = z.infer<typeof loginBodySchema>;
