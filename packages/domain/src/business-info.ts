import { z } from 'zod';

/** Options of the business-information form (spec §5). */
export const BOOKING_ENGINES = ['Resorts', 'Hotels', 'Flights', 'Cars', 'Activities', 'Cruises'] as const;
export const BOOKING_VOLUMES = ['$0, Just getting started', 'Under $100k', '$100k - $500k', '$500k - $1M', '$1M+'] as const;
export const BUSINESS_USAGES = ['B2C website', 'B2B platform for clients', 'API integrated with own product'] as const;
export const HEARD_BY = ['Social Media', 'Peer referral', 'Google', 'Customer Support Manager', 'Other'] as const;
export const SOCIAL_MEDIA = ['LinkedIn', 'Instagram', 'Facebook', 'TikTok', 'Twitter'] as const;
/** How-heard answers that need a detail (spec §5). 'Google' needs none. */
export const HEARD_BY_NEEDS_DETAIL: ReadonlySet<string> = new Set(['Social Media', 'Peer referral', 'Other']);

export const EMAIL_REQUIRED = 'Email is required';
export const EMAIL_INVALID = 'Please enter a valid email address';
/** A standard email pattern: something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** The business info as read and submitted (spec §3, §7). `productInterested` is a comma-joined list. */
export const businessInfoSchema = z
  .object({
    contactEmailId: z.string().trim().min(1, EMAIL_REQUIRED).max(254).regex(EMAIL_PATTERN, EMAIL_INVALID),
    contactPhoneNumber: z
      .string()
      .trim()
      .max(32)
      .regex(/^(\+?[0-9 ()-]{4,32})?$/, 'Please enter a valid phone number')
      .default(''),
    hearBy: z.enum(HEARD_BY, { message: 'Please tell us how you heard about us' }),
    hearByName: z.string().trim().max(200).default(''),
    hqCountry: z.string().trim().min(1, 'HQ country is required').max(80),
    bookingVolume: z.enum(BOOKING_VOLUMES, { message: 'Please choose your annual booking volume' }),
    useForBusiness: z.enum(BUSINESS_USAGES, { message: 'Please choose how you will use the product' }),
    productInterested: z
      .string()
      .trim()
      .min(1, 'Please choose at least one booking engine')
      .max(200)
      .refine(
        (v) => v.split(',').every((p) => (BOOKING_ENGINES as readonly string[]).includes(p.trim())),
        `Booking engines must be among ${BOOKING_ENGINES.join(', ')}`,
      ),
  })
  .superRefine((v, ctx) => {
    if (HEARD_BY_NEEDS_DETAIL.has(v.hearBy) && v.hearByName === '') {
      ctx.addIssue({ code: 'custom', path: ['hearByName'], message: 'Please add a detail' });
    }
  });
export type BusinessInfo = z.infer<typeof businessInfoSchema>;

/** 'All' selects every engine; the list is joined with commas for the API. */
export function joinEngines(selected: readonly string[]): string {
  const chosen = selected.includes('All') ? [...BOOKING_ENGINES] : BOOKING_ENGINES.filter((e) => selected.includes(e));
  return chosen.join(',');
}

/** Business info as stored and answered (values were validated by businessInfoSchema when submitted). */
export const businessInfoRecordSchema = z.object({
  contactEmailId: z.string(),
  contactPhoneNumber: z.string(),
  hearBy: z.string(),
  hearByName: z.string(),
  hqCountry: z.string(),
  bookingVolume: z.string(),
  useForBusiness: z.string(),
  productInterested: z.string(),
});

/**
 * What detail a how-heard answer asks for (spec §5): a network for 'Social Media', a name from the
 * deployment's Customer Support Manager list, free text for 'Peer referral' and 'Other', none for 'Google'.
 */
export type HearByDetail = 'social' | 'manager' | 'text' | 'none';

export function hearByDetail(hearBy: string): HearByDetail {
  if (hearBy === 'Social Media') return 'social';
  if (hearBy === 'Customer Support Manager') return 'manager';
  if (hearBy === 'Peer referral' || hearBy === 'Other') return 'text';
  return 'none';
}

/** Whether `hearByName` is an acceptable detail for `hearBy`, given the deployment's managers. */
export function isHearByDetailValid(hearBy: string, hearByName: string, managers: readonly string[]): boolean {
  const detail = hearByName.trim();
  switch (hearByDetail(hearBy)) {
    case 'social':
      return (SOCIAL_MEDIA as readonly string[]).includes(detail);
    case 'manager':
      return managers.includes(detail);
    case 'text':
      return detail !== '';
    case 'none':
      return true;
  }
}
