import { z } from 'zod';
import { academySettingsSchema, DEFAULT_WALLET_SETTINGS, walletSettingsSchema } from './wallet.ts';
import { CURRENCY_CODES } from './currency/codes.ts';
import { KNOWN_COUNTRY_CODES, KNOWN_CURRENCY_CODES } from './currency/enabled.ts';
import { mapStyleUrlSchema } from './map-style.ts';
import {
  aboutContentSchema,
  agencyLegalSchema,
  agencySchema,
  bookingMenuItemSchema,
  cruiseLineIdSchema,
  EMPTY_AGENCY_LEGAL,
  faqSchema,
  pricingSettingsSchema,
} from './agency.ts';
import { loginSettingsInputSchema, loginSettingsSchema } from './login-settings.ts';

// The agency's own settings (issue #15): what the back-office reads and saves, section by section.
// One schema per section feeds the API's validation, its OpenAPI document and the web forms.

/** The sections saved one at a time; each save carries the version it was read at. */
export const SETTINGS_SECTIONS = ['website', 'theme', 'markup', 'product', 'payment', 'wallet', 'academy', 'login'] as const;
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];

/** Website settings (/settings/website/): identity, SEO, contact and footer, pages, access, languages, analytics, advertising. */
export const websiteAgencyFieldsSchema = agencySchema.pick({
  agencyName: true,
  logo: true,
  logoMobile: true,
  favicon: true,
  metaData: true,
  contactPhoneNumber: true,
  displaySupportPhoneFooter: true,
  contactEmailId: true,
  addressLine1: true,
  city: true,
  state: true,
  country: true,
  zipCode: true,
  displayAddressFooter: true,
  socialLinks: true,
  isAbousUsEnable: true,
  aboutUsEnableTitle: true,
  isFaqEnable: true,
  faqEnableTitle: true,
  privacyPolicy: true,
  cookiesPolicy: true,
  disclaimer: true,
  termsOfUse: true,
  cruiseCancellationPolicy: true,
  allowNonLoginFlow: true,
  isHideLoginOption: true,
  isHideSignupOption: true,
  hideHeaderforDealProposal: true,
  displayTopDestinations: true,
  disallowSameDayBooking: true,
  enableHotelsV2: true,
  enableFlightsV2: true,
  languages: true,
  defaultLanguage: true,
  defaultCountry: true,
  analytics: true,
  advertising: true,
  translations: true,
});
export const websiteSettingsSchema = z
  .object({
    agency: websiteAgencyFieldsSchema.extend({
      /** Ask visitors before analytics load (decision 0015); stored in agency.settings. */
      askAnalyticsConsent: z.boolean(),
      /** The maps' style URL (decision 0101), stored in agency.settings; left out of a save: kept as it is. */
      mapStyleUrl: mapStyleUrlSchema.optional(),
    }),
    about: aboutContentSchema,
    faqs: faqSchema,
  })
  .superRefine((value, ctx) => {
    const codes = value.agency.languages.map((l) => l.code);
    if (new Set(codes).size !== codes.length) ctx.addIssue({ code: 'custom', path: ['agency', 'languages'], message: 'Each language can be offered once.' });
    if (!codes.includes(value.agency.defaultLanguage)) {
      ctx.addIssue({ code: 'custom', path: ['agency', 'defaultLanguage'], message: 'The default language must be one of the languages offered.' });
    }
  });
export type WebsiteSettings = z.infer<typeof websiteSettingsSchema>;

/** Where the header shows the logo. */
export const LOGO_PLACEMENTS = ['start', 'center'] as const;
/** Customize Theme: the primary colour (spec §9 derives the foreground) and the logo's place. */
export const themeSettingsSchema = agencySchema.pick({ primaryColor: true, logoPlacement: true });
export type ThemeSettings = z.infer<typeof themeSettingsSchema>;

const SUPPORTED_CURRENCIES: ReadonlySet<string> = new Set(CURRENCY_CODES);

/**
 * Markup settings (/settings/agency): the agency's markup by product, optionally by destination
 * country. One rule per product and country (markupRuleFor would only ever use the first), and
 * fixed amounts only in currencies the storefront has rates for.
 */
export const markupSettingsSchema = pricingSettingsSchema.superRefine((value, ctx) => {
  const seen = new Set<string>();
  value.rules.forEach((rule, i) => {
    const key = `${rule.product}:${rule.country ?? '*'}`;
    if (seen.has(key)) {
      ctx.addIssue({
        code: 'custom',
        path: ['rules', i, 'country'],
        message: rule.country ? `There is already a ${rule.product} rule for ${rule.country}.` : `There is already a ${rule.product} rule for every country.`,
      });
    }
    seen.add(key);
    if (rule.kind === 'fixed') {
      for (const currency of Object.keys(rule.amounts)) {
        if (!SUPPORTED_CURRENCIES.has(currency)) {
          ctx.addIssue({ code: 'custom', path: ['rules', i, 'amounts', currency], message: `${currency} is not a supported currency.` });
        }
      }
    }
  });
});
export type MarkupSettings = z.infer<typeof markupSettingsSchema>;

export const PRODUCT_NONE_ACTIVE_MESSAGE = 'Keep at least one product active: the home page and Book Now need one.';
/** Product settings (/settings/product): the booking menu, in its order, with active flags; at least one active. */
export const productSettingsSchema = z
  .object({
    bookingMenuItemOptions: z.array(bookingMenuItemSchema).min(1).max(6),
    /** Cruise lines the agency sells (issue #19): line ids; null or absent = every line. */
    enabledCruiseLines: z.array(cruiseLineIdSchema).max(100).nullable().optional(),
    /** Countries of the country pickers and GET /api/admin/country/enable; null or absent = every built-in country. */
    enabledCountries: z.array(z.string()).min(1, 'Enable at least one country.').max(300).nullable().optional(),
    /** Currencies of the currency picker and GET /api/admin/country/enableCurrencies; null or absent = every built-in currency. */
    enabledCurrencies: z.array(z.string()).min(1, 'Enable at least one currency.').max(200).nullable().optional(),
  })
  .superRefine((value, ctx) => {
    value.enabledCountries?.forEach((code, i) => {
      if (!KNOWN_COUNTRY_CODES.has(code)) ctx.addIssue({ code: 'custom', path: ['enabledCountries', i], message: `${code} is not a known country code.` });
    });
    value.enabledCurrencies?.forEach((code, i) => {
      if (!KNOWN_CURRENCY_CODES.has(code)) ctx.addIssue({ code: 'custom', path: ['enabledCurrencies', i], message: `${code} is not a supported currency.` });
    });
    const ids = value.bookingMenuItemOptions.map((i) => i.id);
    if (new Set(ids).size !== ids.length) ctx.addIssue({ code: 'custom', path: ['bookingMenuItemOptions'], message: 'Each product can be listed once.' });
    // The home page's tabs and Book Now need a product to point at.
    if (!value.bookingMenuItemOptions.some((item) => item.active)) {
      ctx.addIssue({ code: 'custom', path: ['bookingMenuItemOptions'], message: PRODUCT_NONE_ACTIVE_MESSAGE });
    }
  });
export type ProductSettings = z.infer<typeof productSettingsSchema>;

export const PAYMENT_GATEWAYS = ['sandbox', 'stripe'] as const;
export type PaymentGatewayName = (typeof PAYMENT_GATEWAYS)[number];
const stripePublishableKey = z.string().regex(/^pk_(test|live)_[A-Za-z0-9]{8,200}$/, 'must be a Stripe publishable key (pk_test_… or pk_live_…)');
const stripeSecretKey = z.string().regex(/^(sk|rk)_(test|live)_[A-Za-z0-9]{8,200}$/, 'must be a Stripe secret or restricted key (sk_… or rk_…)');
/** The signing secret of a Stripe webhook endpoint (Developers, Webhooks, the endpoint's "Signing secret"). */
export const STRIPE_WEBHOOK_SECRET_PATTERN = /^whsec_[A-Za-z0-9]{8,200}$/;
const stripeWebhookSecret = z.string().regex(STRIPE_WEBHOOK_SECRET_PATTERN, 'must be a Stripe webhook signing secret (whsec_…)');

/**
 * Payment settings as saved. The secret key and the webhook signing secret are write-only: leave
 * them out (or empty) to keep the stored ones. Stripe needs both keys, stored or given. The legal
 * details printed on receipts: left out, the stored ones stay; empty strings clear them.
 */
export const paymentSettingsInputSchema = z.object({
  currentGateway: z.enum(PAYMENT_GATEWAYS),
  stripe: z
    .object({
      publishableKey: z.union([z.literal(''), stripePublishableKey]).default(''),
      secretKey: z.union([z.literal(''), stripeSecretKey]).optional(),
      webhookSecret: z.union([z.literal(''), stripeWebhookSecret]).optional(),
    })
    .default({ publishableKey: '' }),
  legal: agencyLegalSchema.optional(),
});
export type PaymentSettingsInput = z.infer<typeof paymentSettingsInputSchema>;

/** Payment settings as read: the secrets only as hints (`sk_test_…4242`, `whsec_…9f3a`), never the values. */
export const paymentSettingsSchema = z.object({
  currentGateway: z.enum(PAYMENT_GATEWAYS),
  stripe: z.object({ publishableKey: z.string(), secretKeyHint: z.string().nullable(), webhookSecretHint: z.string().nullable() }),
  /** The legal details receipts copy when issued (decision 0087); empty strings when not set. */
  legal: agencyLegalSchema.default(EMPTY_AGENCY_LEGAL),
});
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;

/** GET /api/agency/settings: every section with the version they were read at. */
export const agencySettingsSchema = z.object({
  version: z.number().int().min(1),
  updatedAt: z.string(),
  website: websiteSettingsSchema,
  theme: themeSettingsSchema,
  markup: markupSettingsSchema,
  product: productSettingsSchema,
  payment: paymentSettingsSchema,
  /** The reward wallet; `currency` as read is the one in force (walletCurrencyOf), never null. */
  wallet: walletSettingsSchema.default(DEFAULT_WALLET_SETTINGS),
  academy: academySettingsSchema.default({ url: '' }),
  /** Sign-in through the agency's provider and the social presets (decision 0117); client secrets as hints only. */
  login: loginSettingsSchema,
});
export type AgencySettings = z.infer<typeof agencySettingsSchema>;

/** PUT /api/agency/settings/{section}: the section and the version the editor read. */
export const settingsSaveBodySchemas = {
  website: z.object({ version: z.number().int().min(1), settings: websiteSettingsSchema }),
  theme: z.object({ version: z.number().int().min(1), settings: themeSettingsSchema }),
  markup: z.object({ version: z.number().int().min(1), settings: markupSettingsSchema }),
  product: z.object({ version: z.number().int().min(1), settings: productSettingsSchema }),
  payment: z.object({ version: z.number().int().min(1), settings: paymentSettingsInputSchema }),
  wallet: z.object({ version: z.number().int().min(1), settings: walletSettingsSchema }),
  academy: z.object({ version: z.number().int().min(1), settings: academySettingsSchema }),
  login: z.object({ version: z.number().int().min(1), settings: loginSettingsInputSchema }),
} satisfies Record<SettingsSection, z.ZodType>;

/** 409 code when the version is stale. */
export const SETTINGS_VERSION_CONFLICT = 'VERSION_CONFLICT';
export const settingsConflictMessage = (by: string, at: string): string =>
  `${by} saved these settings at ${at}, after you opened them. Reload to see their changes, then make yours again.`;

/** Uploads: what each picture slot takes. */
export const IMAGE_UPLOAD_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'] as const;
/** `content`: a picture of a post or destination page, or of its body (decision 0127). */
export const IMAGE_SLOTS = ['logo', 'logoMobile', 'favicon', 'about', 'profile', 'content'] as const;
export type ImageSlot = (typeof IMAGE_SLOTS)[number];
/** Largest file and largest side in pixels per slot. */
export const IMAGE_LIMITS: Readonly<Record<ImageSlot, { maxBytes: number; maxSide: number }>> = {
  logo: { maxBytes: 512 * 1024, maxSide: 2000 },
  logoMobile: { maxBytes: 512 * 1024, maxSide: 2000 },
  favicon: { maxBytes: 128 * 1024, maxSide: 512 },
  about: { maxBytes: 2 * 1024 * 1024, maxSide: 4000 },
  profile: { maxBytes: 1024 * 1024, maxSide: 2000 },
  content: { maxBytes: 2 * 1024 * 1024, maxSide: 4000 },
};
/** Where an uploaded picture is served: `${UPLOADED_IMAGE_PATH}/<id>`, the URL the upload answers. */
export const UPLOADED_IMAGE_PATH = '/api/agency/assets';
const UPLOADED_IMAGE_URL = /^\/api\/agency\/assets\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;
/** The id of an uploaded picture from its URL (as the upload answered it), or null for anything else. */
export function uploadedImageIdOf(url: string): string | null {
  return UPLOADED_IMAGE_URL.exec(url)?.[1] ?? null;
}
export const uploadedImageSchema = z.object({
  url: z.string(),
  contentType: z.enum(IMAGE_UPLOAD_TYPES),
  bytes: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;

/** Support (/settings/support): a request the platform operator reads. */
export const supportRequestBodySchema = z.object({
  subject: z.string().trim().min(3, 'Please give a subject of at least 3 characters.').max(200),
  message: z.string().trim().min(10, 'Please describe the problem in at least 10 characters.').max(5000),
  contactPhone: z.string().trim().max(40).default(''),
});
export type SupportRequestBody = z.infer<typeof supportRequestBodySchema>;
export const supportRequestSchema = z.object({
  reference: z.string(),
  subject: z.string(),
  message: z.string(),
  status: z.enum(['open', 'closed']),
  createdAt: z.string(),
});
export type SupportRequest = z.infer<typeof supportRequestSchema>;
