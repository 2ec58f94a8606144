import { z } from 'zod';
import { normaliseRedirectPath } from './navigation/routes.ts';
import { uploadedImageIdOf } from './settings.ts';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** A new password: 8 to 128 characters (the common-password check is the server's). */
export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

/** An email address, trimmed first; `meta` tells the API document the format the pipe checks. */
export const emailInputSchema = z.string().trim().pipe(z.email('Please enter a valid email address').max(254)).meta({ format: 'email', maxLength: 254 });
const email = emailInputSchema;
const name = (label: string) => z.string().trim().min(1, `${label} is required`).max(80);

export const signupBodySchema = z.object({
  firstName: name('First name'),
  lastName: z.string().trim().max(80).default(''),
  email,
  password: newPasswordSchema,
});
export type SignupBody = z.infer<typeof signupBodySchema>;

export const tokenBodySchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'This link is not valid') });
export const forgotPasswordBodySchema = z.object({ email });
export const resetPasswordBodySchema = tokenBodySchema.extend({ password: newPasswordSchema });
export const profileBodySchema = z.object({
  firstName: name('First name'),
  lastName: z.string().trim().max(80).default(''),
  /** None (''), a small picture inline, or the URL POST /api/user/profile-image answered (the server checks it is the user's). */
  profileImage: z
    .string()
    .max(150_000, 'The photo is too large')
    .refine(
      (v) => v === '' || /^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/=]+$/.test(v) || uploadedImageIdOf(v) !== null,
      'The photo must be a PNG, JPEG or WebP image, or one you uploaded',
    )
    .default(''),
});
export const changePasswordBodySchema = z.object({
  currentPassword: z.string().min(1, 'Current password is required').max(256),
  newPassword: newPasswordSchema,
});

/** How long an emailed link works. */
export const VERIFY_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

export const REDIRECT_NOT_A_PATH = 'must be a path on this site, such as /mytrip/mytrips';

/**
 * Where to go after an emailed link or a sign-in (a same-site path, normalised by the one rule
 * the web app also uses); anything else is refused with 400 naming the field.
 */
export const redirectPathSchema = z
  .string()
  .max(2000)
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v === '') return undefined;
    const path = normaliseRedirectPath(v);
    if (path === null) ctx.addIssue({ code: 'custom', message: REDIRECT_NOT_A_PATH });
    return path ?? undefined;
  });
const redirectPath = redirectPathSchema;

export const signupRequestSchema = signupBodySchema.extend({ redirect: redirectPath });

/**
 * Guest checkout (decision 0104), where the agency allows the non-login flow: who books. The lead
 * guest's names and address; the booking is found later by its reference and this address.
 */
export const guestBodySchema = z.object({ firstName: name('First name'), lastName: name('Last name'), email });
export type GuestBody = z.infer<typeof guestBodySchema>;

/** "Find my booking" (decision 0104): a booking's reference and the address it was booked with. */
export const findBookingBodySchema = z.object({
  reference: z
    .string()
    .trim()
    .min(1, 'Please enter the booking reference')
    .max(40)
    .regex(/^[A-Za-z0-9-]+$/, 'Please enter the reference as it is written on your confirmation'),
  email,
});
export type FindBookingBody = z.infer<typeof findBookingBodySchema>;
/** A booking-access link lives this long (decision 0104). */
export const BOOKING_ACCESS_TTL_MS = 30 * 60 * 1000;
export type SignupRequest = z.input<typeof signupRequestSchema>;
export const resendVerificationBodySchema = z.object({ email, redirect: redirectPath });

/**
 * Single sign-on (spec §6): the agency's identity provider hands the browser a signed assertion,
 * which /sso posts here; `state` binds a sign-in the storefront started to this browser.
 */
export const ssoBodySchema = z.object({
  token: z.string().min(1, 'This sign-in link is not valid').max(4096, 'This sign-in link is not valid'),
  state: z.string().max(100).optional(),
});

/** Navigation items with a read permission (spec §6): the side navigation's items, less Log Out. */
export const NAV_PERMISSION_KEYS = [
  'dashboard',
  'bookNow',
  'clients',
  'agents',
  'bookings',
  'proposals',
  'settings',
  'markupSettings',
  'websiteSettings',
  'profileSettings',
  'paymentSettings',
  'productSettings',
  'wallet',
  'walletDetails',
  'academy',
  'dealLink',
  'applications',
  'customizeTheme',
  'pay',
  'support',
  'searches',
] as const;
export const navPermissionKeySchema = z.enum(NAV_PERMISSION_KEYS);
export type NavPermissionKey = (typeof NAV_PERMISSION_KEYS)[number];
const readPermission = z.object({ read: z.boolean() });
/** Each key optional, no other key: as an object (not a record) the API document names the keys. */
export const navPermissionsSchema = z.strictObject(
  Object.fromEntries(NAV_PERMISSION_KEYS.map((k) => [k, readPermission.optional()])) as Record<NavPermissionKey, z.ZodOptional<typeof readPermission>>,
);
export const agentPermissionsBodySchema = z.object({ permissions: navPermissionsSchema });

/** An agent as the agency's owners and admins see them (GET /api/agent/users). */
export const agentUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  userType: z.enum(['AgencyOwner', 'Admin', 'SalesAgent', 'Traveller']),
  isRestrictedAgent: z.boolean(),
  /** Every navigation item with its read permission (absent in storage means readable). */
  permissions: z.record(z.string(), z.object({ read: z.boolean() })),
});
export type AgentUser = z.infer<typeof agentUserSchema>;
