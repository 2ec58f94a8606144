import { z } from 'zod';
import { academySettingsSchema, DEFAULT_WALLET_SETTINGS, walletSettingsSchema } from './wallet.ts';
import { PRODUCTS } from './booking/products.ts';
import { mapStyleUrlSchema } from './map-style.ts';
import { NO_ADVERTISING } from './advertising.ts';
import { advertisingSettingsSchema } from './advertising-schema.ts';
import { NO_SOCIAL_PROVIDERS, oidcSettingsSchema, publicSsoSchema, socialProvidersSchema } from './sign-in-providers.ts';

/** A cruise line's id ('royal-caribbean'), as GET /api/cruise/ship-lines names it. */
export const cruiseLineIdSchema = z.string().regex(/^[a-z0-9-]{1,60}$/, 'must be a cruise line id');

/** Interface languages of spec §1; `en` is the fallback. */
export const LANGUAGES = ['en', 'pt', 'es', 'da', 'no', 'de', 'ar', 'fr', 'sv'] as const;
export const languageCodeSchema = z.enum(LANGUAGES);
export type LanguageCode = z.infer<typeof languageCodeSchema>;
export const RTL_LANGUAGES: ReadonlySet<LanguageCode> = new Set(['ar']);
/** Each interface language by its own name, as the language picker lists it. */
export const LANGUAGE_NAMES: Readonly<Record<LanguageCode, string>> = {
  en: 'English',
  pt: 'Português',
  es: 'Español',
  da: 'Dansk',
  no: 'Norsk',
  de: 'Deutsch',
  ar: 'العربية',
  fr: 'Français',
  sv: 'Svenska',
};

const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour like #e8590c');
/** A URL, a site path or a data: image. Empty means "not set". */
const assetRef = z
  .string()
  .max(200_000)
  .refine((v) => v === '' || /^(https?:\/\/|\/|data:image\/)/.test(v), 'must be an http(s) URL, a path or a data:image URI');
const shortText = (max = 200) => z.string().max(max);

export const bookingMenuItemSchema = z.object({
  id: z.number().int().min(1).max(6),
  title: z.string().min(1).max(60),
  active: z.boolean(),
});
export type BookingMenuItem = z.infer<typeof bookingMenuItemSchema>;

export const languageOptionSchema = z.object({
  name: z.string().min(1).max(60),
  code: languageCodeSchema,
  value: languageCodeSchema,
});
export type LanguageOption = z.infer<typeof languageOptionSchema>;

/** A social profile link: empty, or a web address (never javascript: or another scheme; the footer links to it). */
const socialLink = z
  .string()
  .max(500)
  .refine((v) => v === '' || /^https?:\/\/\S+$/i.test(v), 'must be a web address starting with https://')
  .default('');
export const socialLinksSchema = z.object({
  linkedin: socialLink,
  instagram: socialLink,
  facebook: socialLink,
  twitter: socialLink,
  youtube: socialLink,
  discord: socialLink,
  tiktok: socialLink,
});
export const SOCIAL_NETWORKS = ['linkedin', 'instagram', 'facebook', 'twitter', 'youtube', 'discord', 'tiktok'] as const;

/**
 * Per-agency settings for behaviour the spec hard-codes to one agency, hostname or market
 * (see docs/decisions/0003-per-agency-settings.md). All optional in a seed file.
 */
export const storefrontSettingsSchema = z.object({
  /** Never show the save-price sign-in modal (spec §4 names two hostnames of one market). */
  hideSavePriceModal: z.boolean().default(false),
  /** Help widget URL shown as Support for non-agents instead of /mytrip/support (spec §6). */
  supportWidgetUrl: shortText(500).default(''),
  /** Currencies pinned at the top of the picker (spec §3: USD, plus MXN for one agency type). */
  pinnedCurrencies: z
    .array(z.string().regex(/^[A-Z]{3}$/))
    .max(10)
    .default(['USD']),
  /** Force English number formatting whatever the interface language (spec §9). */
  forceEnglishNumberFormat: z.boolean().default(false),
  /** Hide the Bitcoin payment icon in the footer (spec §9). */
  hideBitcoinIcon: z.boolean().default(false),
  /** Login-required mode (spec §2 "a special mode"): / goes to hotels when signed in, else to /login. */
  requireLogin: z.boolean().default(false),
  /**
   * Ask visitors before the Google tag and Facebook pixel load (a consent banner; ePrivacy/GDPR).
   * Off only for an agency that collects consent another way.
   */
  askAnalyticsConsent: z.boolean().default(true),
  /** The maps' tile provider, a MapLibre style URL (decision 0101); empty: the platform's, else the bundled basemap. */
  mapStyleUrl: mapStyleUrlSchema.default(''),
});
export type StorefrontSettings = z.infer<typeof storefrontSettingsSchema>;
export const DEFAULT_SETTINGS: StorefrontSettings = storefrontSettingsSchema.parse({});

const currencyCode = z.string().regex(/^[A-Z]{3}$/, 'must be a currency code like USD');

/**
 * One markup rule (issue #15): a percentage of the wholesale price before taxes, or a fixed amount
 * per booking given per currency (minor units; a currency not listed converts from the first one
 * in code order, see pricing.ts fixedMarkupSource: jsonb does not keep the order keys were typed in).
 * `country` narrows it to one destination country (ISO 3166-1 alpha-2); null is everywhere.
 */
export const markupRuleSchema = z.discriminatedUnion('kind', [
  z.object({
    product: z.enum(PRODUCTS),
    country: z
      .string()
      .regex(/^[A-Z]{2}$/, 'must be a country code like FR')
      .nullable()
      .default(null),
    kind: z.literal('percent'),
    basisPoints: z.number().int().min(0).max(10_000),
  }),
  z.object({
    product: z.enum(PRODUCTS),
    country: z
      .string()
      .regex(/^[A-Z]{2}$/, 'must be a country code like FR')
      .nullable()
      .default(null),
    kind: z.literal('fixed'),
    amounts: z.record(currencyCode, z.number().int().min(0).max(100_000_000)).refine((a) => Object.keys(a).length > 0, 'give at least one currency'),
  }),
]);
export type MarkupRule = z.infer<typeof markupRuleSchema>;

/** Internal pricing setting, never sent to browsers. */
export const pricingSettingsSchema = z.object({
  /** Markup of every product and country no rule names, in basis points (1200 = 12%). */
  markupBasisPoints: z.number().int().min(0).max(10_000).default(1200),
  /** The most specific rule wins: product and country, then product alone, then the default. */
  rules: z.array(markupRuleSchema).max(300).default([]),
  /**
   * The most an agent may add of their own on a proposal item or a deal link (decision 0118), basis
   * points; absent: 2,000 (agentMarkupCap in proposals.ts).
   */
  maxAgentMarkupBasisPoints: z.number().int().min(0).max(10_000).optional(),
});
export type PricingSettings = z.infer<typeof pricingSettingsSchema>;

/**
 * Whether a line of the agency's legal details is plain text on one line (receipts and the CSV
 * export print it as it is): no markup characters and no control characters such as line breaks.
 */
export const isPlainLine = (value: string): boolean => !/[<>\p{Cc}]/u.test(value);
/** The legal details' longest values. */
export const AGENCY_LEGAL_MAX_LENGTHS = { name: 200, registrationNumber: 100, taxNumber: 50 } as const;
const legalText = (max: number) => z.string().trim().max(max).refine(isPlainLine, 'must be plain text on one line, without < or >').default('');

/**
 * The agency's legal details (decision 0087): its registered name when it differs from the agency
 * name, company registration number and tax or VAT number. Copied onto each receipt when issued;
 * empty means not set. Saved with the Payment settings.
 */
export const agencyLegalSchema = z.object({
  name: legalText(AGENCY_LEGAL_MAX_LENGTHS.name),
  registrationNumber: legalText(AGENCY_LEGAL_MAX_LENGTHS.registrationNumber),
  taxNumber: legalText(AGENCY_LEGAL_MAX_LENGTHS.taxNumber),
});
export type AgencyLegal = z.infer<typeof agencyLegalSchema>;
export const EMPTY_AGENCY_LEGAL: AgencyLegal = { name: '', registrationNumber: '', taxNumber: '' };

/** The agency as spec §3 names its fields; this is also the seed file's `agency` object. */
/** The agency's policy texts that are HTML: each is sanitised wherever it is written (seed, settings). */
export const AGENCY_HTML_FIELDS = ['privacyPolicy', 'cookiesPolicy', 'disclaimer', 'cruiseCancellationPolicy', 'termsOfUse'] as const;

/**
 * The agency's own words in another interface language (decision 0099): its header links by path,
 * and the About and FAQ titles. Left empty, a text reads as entered (the agency's default language).
 */
export const agencyTextsSchema = z.object({
  navigation: z
    .record(z.string().min(1).max(500), shortText(80))
    .refine((labels) => Object.keys(labels).length <= 50, 'At most 50 links can be translated.')
    .default({}),
  aboutTitle: shortText().default(''),
  faqTitle: shortText().default(''),
});
export type AgencyTexts = z.infer<typeof agencyTextsSchema>;
export const agencyTranslationsSchema = z.partialRecord(languageCodeSchema, agencyTextsSchema);
export type AgencyTranslations = z.infer<typeof agencyTranslationsSchema>;

export const agencySchema = z.object({
  agencyName: z.string().trim().min(1).max(120),
  subdomain: z.string().regex(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/, 'must be a DNS label'),
  status: z.enum(['Active', 'Inactive']),
  logo: assetRef.default(''),
  logoMobile: assetRef.default(''),
  favicon: assetRef.default(''),
  primaryColor: hexColor.default('#1c7ed6'),
  /** Where the header shows the logo (Customize Theme). */
  logoPlacement: z.enum(['start', 'center']).default('start'),
  metaData: z
    .object({
      title: shortText(200).default(''),
      description: shortText(500).default(''),
      keywords: z.array(shortText(60)).max(50).default([]),
    })
    .default({ title: '', description: '', keywords: [] }),
  defaultLanguage: languageCodeSchema.default('en'),
  defaultCountry: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .default('US'),
  languages: z
    .array(languageOptionSchema)
    .min(1)
    .default([{ name: 'English', code: 'en', value: 'en' }]),
  isSubscribed: z.boolean().default(true),
  returnUrl: shortText(500).default(''),
  bookingMenuItemOptions: z.array(bookingMenuItemSchema).default([]),
  /** Cruise lines the agency sells (issue #19, decision 0052): ids of GET /api/cruise/ship-lines; null = every line. */
  enabledCruiseLines: z.array(cruiseLineIdSchema).max(100).nullable().default(null),
  /** Countries the agency enables (product settings): ISO codes; null = every built-in country. */
  enabledCountries: z
    .array(z.string().regex(/^[A-Z]{2}$/))
    .max(300)
    .nullable()
    .default(null),
  /** Currencies of the agency's currency picker (product settings): ISO 4217 codes; null = every built-in currency. */
  enabledCurrencies: z
    .array(z.string().regex(/^[A-Z]{3}$/))
    .max(200)
    .nullable()
    .default(null),
  displayTopDestinations: z.boolean().default(false),
  isAbousUsEnable: z.boolean().default(false),
  aboutUsEnableTitle: shortText().default(''),
  isFaqEnable: z.boolean().default(false),
  faqEnableTitle: shortText().default(''),
  privacyPolicy: z.string().max(100_000).default(''),
  cookiesPolicy: z.string().max(100_000).default(''),
  disclaimer: z.string().max(100_000).default(''),
  /** HTML the agency shows above the cruise lines' refund tables on /cancellation-policy and its line pages (issue #19, decision 0053); empty: the tables only. */
  cruiseCancellationPolicy: z.string().max(100_000).default(''),
  /** Terms of use for travellers (/user-terms-and-conditions); HTML, sanitised like the others. */
  termsOfUse: z.string().max(100_000).default(''),
  contactPhoneNumber: shortText(40).default(''),
  contactEmailId: z.union([z.literal(''), z.email().max(254)]).default(''),
  displaySupportPhoneFooter: z.boolean().default(false),
  displayAddressFooter: z.boolean().default(false),
  addressLine1: shortText().default(''),
  city: shortText().default(''),
  state: shortText().default(''),
  country: shortText().default(''),
  zipCode: shortText(20).default(''),
  socialLinks: socialLinksSchema.default(socialLinksSchema.parse({})),
  hideHeaderforDealProposal: z.boolean().default(false),
  allowNonLoginFlow: z.boolean().default(false),
  isHideLoginOption: z.boolean().default(false),
  isHideSignupOption: z.boolean().default(false),
  enableHotelsV2: z.boolean().default(false),
  enableFlightsV2: z.boolean().default(false),
  disallowSameDayBooking: z
    .object({ hotel: z.boolean().default(false), activities: z.boolean().default(false), car: z.boolean().default(false) })
    .default({ hotel: false, activities: false, car: false }),
  /**
   * Sign-in (spec §6 SSO, decision 0114): the spec's two flags; the agency's own OpenID Connect
   * provider (`oidc`, null until set up) and the social presets. Browsers see publicSsoSchema.
   */
  sso: z
    .object({
      isSSOEnabled: z.boolean().default(false),
      isDirectLoginAllowedForSSOUsers: z.boolean().default(true),
      oidc: oidcSettingsSchema.nullable().default(null),
      social: socialProvidersSchema.default(NO_SOCIAL_PROVIDERS),
    })
    .default({ isSSOEnabled: false, isDirectLoginAllowedForSSOUsers: true, oidc: null, social: NO_SOCIAL_PROVIDERS }),
  currentGateway: shortText(40).default('sandbox'),
  /**
   * The agency's own Stripe account (issue #15, Payment settings): its publishable key. The secret
   * key is kept encrypted apart from the agency (agency_secrets), never in this object.
   */
  payment: z.object({ stripePublishableKey: shortText(300).default('') }).default({ stripePublishableKey: '' }),
  /** Legal name, registration and tax numbers for receipts (Payment settings); never sent to browsers. */
  legal: agencyLegalSchema.default(EMPTY_AGENCY_LEGAL),
  analytics: z
    .object({
      isEnabled: z.boolean().default(false),
      googleAnalyticsId: shortText(40).default(''),
      facebookAnalyticsId: shortText(40).default(''),
    })
    .default({ isEnabled: false, googleAnalyticsId: '', facebookAnalyticsId: '' }),
  /** Ads on the home and content pages (spec §1, decision 0149): off by default, after consent. */
  advertising: advertisingSettingsSchema.default(NO_ADVERTISING),
  settings: storefrontSettingsSchema.default(DEFAULT_SETTINGS),
  pricing: pricingSettingsSchema.default({ markupBasisPoints: 1200, rules: [] }),
  /** The reward wallet (issue #16, decision 0039). */
  wallet: walletSettingsSchema.default(DEFAULT_WALLET_SETTINGS),
  /** The academy agents open from the side navigation (issue #16); never sent to browsers. */
  academy: academySettingsSchema.default({ url: '' }),
  /** Header links and page titles in other languages, by language (decision 0099). */
  translations: agencyTranslationsSchema.default({}),
});
export type Agency = z.infer<typeof agencySchema>;

/**
 * What browsers may see: everything but internal pricing, the payment account and the legal
 * details (the checkout gets the publishable key from GET /api/getCurrentPaymentGateway; receipts
 * carry the legal details). Adds the tenant id.
 */
/**
 * Which of the agency's content pages have something public to show (decision 0127): the header's
 * and footer's links, and the sitemap. `topDestinations` also needs `displayTopDestinations` on.
 */
export const contentPresenceSchema = z.object({
  blog: z.boolean(),
  destinations: z.boolean(),
  topDestinations: z.boolean(),
  hiddenGems: z.boolean(),
});
export const NO_CONTENT_PAGES = { blog: false, destinations: false, topDestinations: false, hiddenGems: false } as const;

export const publicAgencySchema = agencySchema.omit({ pricing: true, payment: true, legal: true, wallet: true, academy: true }).extend({
  id: z.string(),
  /** Set by the server (payments/demo-notice.ts): every page says "Demo site: no real bookings". */
  demoNotice: z.boolean().optional(),
  /** Set by the server: the maps' style URL, the agency's or the platform's (decision 0101); absent: the bundled basemap. */
  mapStyleUrl: z.string().optional(),
  /** The sign-in flags and the social buttons to show; the providers' settings stay on the server. */
  sso: publicSsoSchema,
  /** Set by the server: which content pages have something to show (contentPages of decision 0127). */
  contentPages: contentPresenceSchema.default(NO_CONTENT_PAGES),
});
export type PublicAgency = z.infer<typeof publicAgencySchema>;

export const navigationEntrySchema = z.object({ label: z.string().min(1).max(80), path: z.string().min(1).max(500) });
export type NavigationEntry = z.infer<typeof navigationEntrySchema>;

export const aboutContentSchema = z.object({
  isEnabled: z.boolean(),
  title: shortText(),
  image: assetRef,
  content: z.string().max(200_000),
});
export type AboutContent = z.infer<typeof aboutContentSchema>;

export const faqSchema = z.object({
  isEnabled: z.boolean(),
  headerMessage: shortText(500),
  questions: z.array(z.object({ question: z.string().min(1).max(500), answer: z.string().max(20_000) })).max(200),
});
export type FaqContent = z.infer<typeof faqSchema>;
