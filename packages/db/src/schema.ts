import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  date,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  index,
} from 'drizzle-orm/pg-core';
import type { Agency, AboutContent, FaqContent } from '@tripfront/domain';
import type { ContentImage, ContentPlace, ContentTranslation } from '@tripfront/domain/content';
import type { LanguageCode } from '@tripfront/domain/agency';

/**
 * Every table here is a tenant table: it carries `tenant_id`, and migration 0001 enables and
 * forces row-level security with a policy on `app.tenant_id` (see tenant-tables.ts).
 */
const tenantId = () => uuid('tenant_id').notNull();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** One row per agency; `tenant_id` is the agency's id. The agency's settings live in `config`. */
export const agencies = pgTable('agencies', {
  tenantId: uuid('tenant_id').primaryKey(),
  subdomain: text('subdomain').notNull().unique(),
  status: text('status', { enum: ['Active', 'Inactive'] }).notNull(),
  config: jsonb('config').$type<Omit<Agency, 'languages'>>().notNull(),
  /** Bumped by every settings save; a save that read an older version is refused (409). */
  version: integer('version').notNull().default(1),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What moves on with every change of anything an instance keeps of an agency (its settings, hosts,
 * languages, menu, about and FAQ pages, content and terms): triggers add one to `revision` in the
 * transaction of the write and stamp `changed_at`, so an instance asks once per AGENCY_CACHE_TTL
 * which agencies changed instead of reading every agency again (docs/decisions/0133). Not the
 * settings' own `agencies.version` (the optimistic lock of a settings save). A missing row: no
 * change since the table was made.
 */
export const agencyRevisions = pgTable(
  'agency_revisions',
  {
    tenantId: uuid('tenant_id').primaryKey(),
    revision: bigint('revision', { mode: 'number' }).notNull().default(0),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('agency_revisions_changed_idx').on(t.changedAt)],
);

/**
 * Host names routed to an agency (custom domains and demo hosts), stored lower-case without port.
 * One per agency is primary: its canonical host, the one every emailed or indexed absolute URL
 * names (docs/decisions/0021), whatever Host a request came with.
 */
export const agencyHosts = pgTable(
  'agency_hosts',
  {
    host: text('host').primaryKey(),
    tenantId: tenantId(),
    isPrimary: boolean('is_primary').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('agency_hosts_tenant_idx').on(t.tenantId),
    uniqueIndex('agency_hosts_one_primary_idx')
      .on(t.tenantId)
      .where(sql`${t.isPrimary}`),
  ],
);

/** About and FAQ content (spec §3), one row per kind. */
export const agencyPages = pgTable(
  'agency_pages',
  {
    tenantId: tenantId(),
    kind: text('kind', { enum: ['about', 'faqs'] }).notNull(),
    content: jsonb('content').$type<AboutContent | FaqContent>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.kind] })],
);

export const navigationEntries = pgTable(
  'navigation_entries',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    tenantId: tenantId(),
    position: integer('position').notNull(),
    label: text('label').notNull(),
    path: text('path').notNull(),
  },
  (t) => [index('navigation_entries_tenant_idx').on(t.tenantId, t.position)],
);

export const agencyLanguages = pgTable(
  'agency_languages',
  {
    tenantId: tenantId(),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    code: text('code').notNull(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.code] })],
);

export const users = pgTable(
  'users',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    tenantId: tenantId(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    userType: text('user_type', { enum: ['Traveller', 'AgencyOwner', 'Admin', 'SalesAgent'] }).notNull(),
    isTravelAgent: boolean('is_travel_agent').notNull().default(false),
    isRestrictedAgent: boolean('is_restricted_agent').notNull().default(false),
    isRewardWalletEnable: boolean('is_reward_wallet_enable').notNull().default(false),
    /** Wallet credits in minor units of `creditsCurrency`. */
    creditsMinor: bigint('credits_minor', { mode: 'number' }).notNull().default(0),
    creditsCurrency: text('credits_currency').notNull().default('USD'),
    language: text('language').notNull().default('en'),
    profileImage: text('profile_image').notNull().default(''),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** Navigation read permissions by item (spec §6); an item not listed is readable. */
    permissions: jsonb('permissions').$type<Record<string, { read: boolean }>>().notNull().default({}),
    /** Set when the agency disabled (clients) or deactivated (agents) the account: it cannot sign in (issue #16). */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** Set for an account made by an invitation; it has no usable password until the invitation link sets one. */
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    invitedBy: uuid('invited_by'),
    /**
     * A guest of an agency that allows the non-login flow (decision 0104): made by a guest checkout,
     * no password, never found by e-mail for a sign-in; several guests may share an address, and an
     * account of that address adopts their bookings once its address is verified.
     */
    isGuest: boolean('is_guest').notNull().default(false),
    /** The version of the agency's users' terms (terms_versions) in force when the account signed up; null: none then. */
    acceptedTermsVersion: integer('accepted_terms_version'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_tenant_email_idx')
      .on(t.tenantId, t.email)
      .where(sql`not ${t.isGuest}`),
    index('users_tenant_type_idx').on(t.tenantId, t.userType, t.createdAt),
    index('users_tenant_guest_email_idx')
      .on(t.tenantId, t.email)
      .where(sql`${t.isGuest}`),
  ],
);

/** Server-side sessions. `id` is an HMAC of the opaque token; the token itself is never stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    tenantId: tenantId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The provider the session was signed in through ('oidc', 'google' …; decision 0114), null for a password: signing out ends the provider's too. */
    signInProvider: text('sign_in_provider'),
  },
  (t) => [index('sessions_user_idx').on(t.tenantId, t.userId)],
);

/**
 * An account's identities at the agency's sign-in providers (decision 0114): the provider's issuer
 * and subject (`sub`, stable for the person, unlike the email). A second sign-in finds the account
 * by them; an account is linked only through a verified email.
 */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    tenantId: tenantId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'oidc' (the agency's own provider) or a social preset ('google', 'microsoft', 'apple'). */
    provider: text('provider').notNull(),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    createdAt: createdAt(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('user_identities_subject_idx').on(t.tenantId, t.issuer, t.subject), index('user_identities_user_idx').on(t.tenantId, t.userId)],
);

/** Business information submitted by an agency owner (spec §3, §7), one record per agency. */
export const businessInfo = pgTable('business_info', {
  tenantId: uuid('tenant_id').primaryKey(),
  contactEmailId: text('contact_email_id').notNull(),
  contactPhoneNumber: text('contact_phone_number').notNull().default(''),
  hearBy: text('hear_by').notNull(),
  hearByName: text('hear_by_name').notNull().default(''),
  hqCountry: text('hq_country').notNull(),
  bookingVolume: text('booking_volume').notNull(),
  useForBusiness: text('use_for_business').notNull(),
  productInterested: text('product_interested').notNull(),
  submittedBy: uuid('submitted_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Platform-wide settings (not tenant data), e.g. the default host for bare localhost. */
export const platformSettings = pgTable('platform_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});

/** Single-use, expiring tokens for email verification and password reset; only their HMAC is stored. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: text('id').primaryKey(),
    tenantId: tenantId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify-email', 'reset-password', 'invitation', 'booking-access'] }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('auth_tokens_user_idx').on(t.tenantId, t.userId, t.purpose)],
);

/** A document an outbox message carries, made at send time in `language`: a booking's voucher (PDF). */
export interface OutboxAttachment {
  kind: 'voucher';
  bookingId: string;
  language: string;
}

/** Every email the storefront sends goes through here first (verification, reset, bookings). */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    tenantId: tenantId(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The last delivery error's text, for people; the retry state is the columns below (issue #37). */
    lastError: text('last_error'),
    /** Delivery attempts made so far. */
    attempts: integer('attempts').notNull().default(0),
    /** When the next delivery attempt is due; null once sent or given up. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).defaultNow(),
    /** Set when delivery was given up after the last attempt. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    /** Documents made when the message is sent and attached to it (never stored here): a booking's voucher. */
    attachments: jsonb('attachments').$type<OutboxAttachment[]>().notNull().default([]),
  },
  (t) => [
    index('outbox_tenant_created_idx').on(t.tenantId, t.createdAt),
    index('outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.nextAttemptAt} is not null`),
  ],
);

// ---- hotel bookings (issue #7) ----------------------------------------------------------------

/** A traveller's booking (tenant data). Card data is never stored: only the gateway's reference, brand and last4. */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    tenantId: tenantId(),
    /** What people see and type: 'TF-7K3M9Q2X'. */
    reference: text('reference').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The spec's service of what was booked (domain/booking/products.ts maps it to the product). */
    service: text('service', { enum: ['hotels', 'flights', 'resorts', 'cars', 'activities', 'cruise'] })
      .notNull()
      .default('hotels'),
    status: text('status', { enum: ['pending', 'confirmed', 'cancelled', 'failed'] }).notNull(),
    supplier: text('supplier').notNull(),
    /** The agency's supplier account it was made with (decision 0105); null: the sandbox, or a booking made before accounts. */
    supplierAccountId: uuid('supplier_account_id').references(() => supplierAccounts.id, { onDelete: 'restrict' }),
    /** Our reference at the supplier: booking with it twice books once, and recovery asks by it. */
    clientReference: text('client_reference').notNull().unique(),
    supplierReference: text('supplier_reference'),
    holdId: text('hold_id').notNull(),
    /** Property, room, rate and party as booked (names, policy), for the confirmation and My Trips. */
    details: jsonb('details').$type<Record<string, unknown>>().notNull(),
    title: text('title').notNull(),
    location: text('location'),
    checkin: text('checkin').notNull(),
    checkout: text('checkout').notNull(),
    /** Price at booking time, minor units of `currency`. */
    totalMinor: bigint('total_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    paymentGateway: text('payment_gateway').notNull(),
    paymentReference: text('payment_reference'),
    paymentStatus: text('payment_status').notNull(),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    refundStatus: text('refund_status').notNull().default('none'),
    refundMinor: bigint('refund_minor', { mode: 'number' }),
    failureReason: text('failure_reason'),
    /** What the agency pays the supplier and its markup, minor units of `currency` (issue #15; null before it). */
    wholesaleMinor: bigint('wholesale_minor', { mode: 'number' }),
    markupMinor: bigint('markup_minor', { mode: 'number' }),
    /** The agent who booked on behalf of the traveller (`userId`), or null when the traveller booked (issue #16). */
    agentId: uuid('agent_id').references(() => users.id, { onDelete: 'set null' }),
    /** Destination country (ISO 3166-1 alpha-2) of what was booked, for the Command Center's top destinations. */
    countryCode: text('country_code'),
    /** Wallet credits spent on this booking, minor units of `currency` (issue #16); the card paid the rest. */
    creditsMinor: bigint('credits_minor', { mode: 'number' }).notNull().default(0),
    /** While a request works on a pending booking, recovery leaves it alone until this time. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /**
     * The exchange rate the traveller was charged with (issue #38): one unit of `exchangeFrom` (the
     * supplier's currency) was `exchangeRate` units of `currency`, by the rates of `exchangeRatesDate`
     * from `exchangeRatesSource`. Null when no conversion was made (or before migration 0016).
     */
    exchangeFrom: text('exchange_from'),
    exchangeRate: numeric('exchange_rate'),
    exchangeRatesDate: date('exchange_rates_date', { mode: 'string' }),
    exchangeRatesSource: text('exchange_rates_source'),
    /** A dispute opened at the payment provider (Stripe's dispute status), for the agent to answer (issue #38). */
    disputeStatus: text('dispute_status'),
    disputedAt: timestamp('disputed_at', { withTimezone: true }),
    /**
     * What the traveller asks of a hotel or resort (late arrival, a quiet room), at most 500
     * characters; set at checkout and editable until check-in (decision 0102). Null: none.
     */
    specialRequests: text('special_requests'),
    /** The agent's own markup in `markup_minor` (a proposal item's or a deal link's, decision 0118), minor units of `currency`. */
    agentMarkupMinor: bigint('agent_markup_minor', { mode: 'number' }).notNull().default(0),
    /** The proposal item this booking books (decision 0118), or null. */
    proposalItemId: uuid('proposal_item_id'),
    /** The deal link the traveller came through (decision 0118): the booking is that link's agent's. */
    dealLinkId: uuid('deal_link_id').references(() => dealLinks.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('bookings_tenant_reference_idx').on(t.tenantId, t.reference),
    index('bookings_tenant_user_idx').on(t.tenantId, t.userId, t.createdAt),
    index('bookings_tenant_status_idx').on(t.tenantId, t.status),
    index('bookings_tenant_created_idx').on(t.tenantId, t.createdAt),
    index('bookings_tenant_agent_idx').on(t.tenantId, t.agentId, t.createdAt),
    index('bookings_tenant_deal_link_idx')
      .on(t.tenantId, t.dealLinkId)
      .where(sql`${t.dealLinkId} is not null`),
    /** A payment provider's webhook finds its booking by the payment's id (decision 0085). */
    index('bookings_tenant_payment_reference_idx')
      .on(t.tenantId, t.paymentReference)
      .where(sql`${t.paymentReference} is not null`),
    /** What booking recovery looks for (claimUnfinishedBookings), found per agency without reading the rest (decision 0138). */
    index('bookings_tenant_unfinished_idx')
      .on(t.tenantId, t.leaseUntil)
      .where(sql`${t.status} = 'pending' or (${t.status} = 'confirmed' and ${t.paymentStatus} = 'authorized')`),
  ],
);

/** Every status a booking went through, with why. */
export const bookingStatusHistory = pgTable(
  'booking_status_history',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    tenantId: tenantId(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    note: text('note').notNull().default(''),
    /**
     * Who made the change (issue #37): 'traveller' or 'agent' (a signed-in user, actorUserId), 'system'
     * (booking recovery, hold expiry, the supplier) or 'operator' (the platform's command line). Null on
     * rows written before migration 0015.
     */
    actorKind: text('actor_kind', { enum: ['traveller', 'agent', 'system', 'operator'] }),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The actor's name and email at the time ('Booking recovery' for the system). */
    actorName: text('actor_name'),
    createdAt: createdAt(),
  },
  (t) => [index('booking_status_history_booking_idx').on(t.tenantId, t.bookingId, t.createdAt)],
);

/** Idempotency-Key of booking requests: the first answer is stored and replayed to retries. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    tenantId: tenantId(),
    key: text('key').notNull(),
    /** SHA-256 of the user and the canonical request body. */
    requestHash: text('request_hash').notNull(),
    status: text('status', { enum: ['in_progress', 'completed'] }).notNull(),
    bookingId: uuid('booking_id'),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.key] }),
    /** Keys whose request died before its booking (dropAbandonedIdempotencyKeys), found without reading the completed ones (decision 0138). */
    index('idempotency_keys_tenant_abandoned_idx')
      .on(t.tenantId, t.createdAt)
      .where(sql`${t.status} = 'in_progress' and ${t.bookingId} is null`),
  ],
);

// ---- the agency's own settings (issue #15) ------------------------------------------------------

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/** Who changed which settings, and when. Append-only for the app. */
export const agencyAuditLog = pgTable(
  'agency_audit_log',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    tenantId: tenantId(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Name and email at the time (the user may be renamed or removed later); 'platform operator' for the CLI. */
    actorName: text('actor_name').notNull(),
    actorEmail: text('actor_email').notNull(),
    section: text('section').notNull(),
    /**
     * What was done (issue #37): 'settings.update' for a settings section, and e.g. 'people.invite',
     * 'people.role', 'people.permissions', 'people.disable', 'auth.sign-in', 'auth.sign-in-failed',
     * 'booking.status', 'operator.command'.
     */
    action: text('action').notNull().default('settings.update'),
    /** Whom or what it was done to (a user's email, a booking reference), when not the actor. */
    target: text('target'),
    /** The client address the request came from (null for the operator's command line and jobs). */
    ip: text('ip'),
    /** [{ field, from, to }]; secrets are recorded as 'changed', never their values. */
    changes: jsonb('changes').$type<Array<{ field: string; from: unknown; to: unknown }>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('agency_audit_log_tenant_idx').on(t.tenantId, t.createdAt), index('agency_audit_log_action_idx').on(t.tenantId, t.action, t.createdAt)],
);

/** Pictures the agency uploaded (logo, favicon, About image, profile photos), checked and stored here. */
export const agencyAssets = pgTable(
  'agency_assets',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    tenantId: tenantId(),
    slot: text('slot').notNull(),
    contentType: text('content_type').notNull(),
    body: bytea('body').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    sha256: text('sha256').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('agency_assets_tenant_idx').on(t.tenantId, t.createdAt)],
);

/** Secrets of the agency (its Stripe secret key), encrypted with the server's key; never returned. */
export const agencySecrets = pgTable(
  'agency_secrets',
  {
    tenantId: tenantId(),
    name: text('name').notNull(),
    /** AES-256-GCM: base64url(iv).base64url(tag).base64url(ciphertext), see apps/api/src/lib/secrets.ts. */
    ciphertext: text('ciphertext').notNull(),
    /** What the settings page shows: 'sk_test_…4242'. */
    hint: text('hint').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.name] })],
);

/**
 * An agency's accounts with real suppliers (issue #41, decision 0105): which supplier, the products it
 * is switched on for, and how its credentials are kept: the agency's own (encrypted in
 * agency_secrets under `supplier-account:<id>`, only `hint` shown) or the platform's (the server's
 * environment, where the operator allows agencies to use them). Never deleted: a booking remembers
 * the account it was made with (bookings.supplier_account_id) and is cancelled through it; an
 * account that is not wanted any more is archived.
 */
export const supplierAccounts = pgTable(
  'supplier_accounts',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    tenantId: tenantId(),
    supplier: text('supplier', { enum: ['duffel', 'liteapi'] }).notNull(),
    label: text('label').notNull(),
    credentials: text('credentials', { enum: ['agency', 'platform'] }).notNull(),
    /** What the settings page shows of the agency's key: 'duffel_test_…a1b2'; '' for the platform's. */
    hint: text('hint').notNull().default(''),
    /** The products it sells for the agency (domain/booking/products.ts), a subset of what the supplier offers. */
    products: jsonb('products').$type<string[]>().notNull().default([]),
    /** The last "test connection": when, whether it worked, and what it said. */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    checkOk: boolean('check_ok'),
    checkMessage: text('check_message').notNull().default(''),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('supplier_accounts_tenant_idx').on(t.tenantId, t.createdAt)],
);

/** Support requests agents file from /settings/support; the platform operator reads them. */
export const supportRequests = pgTable(
  'support_requests',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    tenantId: tenantId(),
    reference: text('reference').notNull().unique(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    contactName: text('contact_name').notNull(),
    contactEmail: text('contact_email').notNull(),
    contactPhone: text('contact_phone').notNull().default(''),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    status: text('status', { enum: ['open', 'closed'] })
      .notNull()
      .default('open'),
    createdAt: createdAt(),
  },
  (t) => [index('support_requests_tenant_idx').on(t.tenantId, t.createdAt)],
);

/**
 * A traveller's saved travellers (themselves, family, colleagues): names and, optionally, a travel
 * document, to fill any checkout's traveller fields. Personal data: answered only to the account
 * that saved them, and never logged (the passport number least of all).
 */
export const savedTravellers = pgTable(
  'saved_travellers',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    tenantId: tenantId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    birthDate: date('birth_date', { mode: 'string' }),
    /** ISO 3166-1 alpha-2. */
    nationality: text('nationality'),
    passportNumber: text('passport_number'),
    passportExpiry: date('passport_expiry', { mode: 'string' }),
    /** The passport's issuing country, ISO 3166-1 alpha-2 (a flight's document asks for it). */
    passportCountry: text('passport_country'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('saved_travellers_tenant_user_idx').on(t.tenantId, t.userId, t.createdAt)],
);

// ---- the Command Center (issue #16) -----------------------------------------------------------------

/** Searches made on the storefront by the agency's clients and agents (and visitors), newest first. */
export const searches = pgTable(
  'searches',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    tenantId: tenantId(),
    /** Who searched; null for a visitor. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The spec's service searched (hotels, flights, cars, activities, cruise, resorts). */
    service: text('service').notNull(),
    destination: text('destination').notNull(),
    countryCode: text('country_code'),
    startDate: text('start_date'),
    endDate: text('end_date'),
    /** Party as searched: { adults, children, rooms, … } per product. */
    party: jsonb('party').$type<Record<string, number>>().notNull().default({}),
    resultCount: integer('result_count').notNull(),
    /** The storefront path and query that runs this search again. */
    searchUrl: text('search_url').notNull(),
    /** The booking this search led to, when one followed. */
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  // Also searches_tenant_created_id_idx (tenant_id, created_at, id) for the list's order, in migration 0009's SQL.
  (t) => [index('searches_tenant_created_idx').on(t.tenantId, t.createdAt), index('searches_tenant_user_idx').on(t.tenantId, t.userId, t.createdAt)],
);

/**
 * The Command Center's daily totals of bookings made (confirmed or cancelled), per UTC day, product and
 * currency: kept by a trigger on `bookings` in the transaction that writes the booking (migration
 * 0009, docs/decisions/0037-command-center-figures.md), so a period's figures read a few thousand
 * rows instead of every booking.
 */
export const bookingDayTotals = pgTable(
  'booking_day_totals',
  {
    tenantId: tenantId(),
    day: text('day').notNull(),
    service: text('service').notNull(),
    currency: text('currency').notNull(),
    bookings: integer('bookings').notNull().default(0),
    cancellations: integer('cancellations').notNull().default(0),
    /** Σ total − refund, minor units of `currency`. */
    salesMinor: bigint('sales_minor', { mode: 'number' }).notNull().default(0),
    /** Σ markup of confirmed bookings, minor units of `currency`. */
    markupMinor: bigint('markup_minor', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.day, t.service, t.currency] })],
);

/**
 * The same bookings per calendar month, product and currency, by destination country
 * (`kind` 'country') and by agent (`kind` 'agent'; key '' = booked by the traveller): the top lists
 * read whole months here and the period's partial months from `bookings`.
 */
export const bookingMonthGroups = pgTable(
  'booking_month_groups',
  {
    tenantId: tenantId(),
    month: text('month').notNull(),
    service: text('service').notNull(),
    currency: text('currency').notNull(),
    kind: text('kind', { enum: ['country', 'agent'] }).notNull(),
    key: text('key').notNull(),
    bookings: integer('bookings').notNull().default(0),
    salesMinor: bigint('sales_minor', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.month, t.service, t.currency, t.kind, t.key] })],
);

/** Searches per UTC day and product, kept by a trigger on `searches` (conversion's denominator, the list's total). */
export const searchDayCounts = pgTable(
  'search_day_counts',
  {
    tenantId: tenantId(),
    day: text('day').notNull(),
    service: text('service').notNull(),
    searches: integer('searches').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.day, t.service] })],
);

/**
 * The Command Center's version per agency: the triggers that keep the rollups above (and the search log's
 * trigger) add one to it in the transaction of each write that changes a figure, so an answer computed at
 * version N is the answer while the version is N (docs/decisions/0067-command-center-answer-cache.md).
 */
export const centerVersions = pgTable('center_versions', {
  tenantId: uuid('tenant_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/**
 * The wallet ledger (issue #16): every credit and debit of a traveller's credits (userId) or of the
 * agency's own balance (userId null), never updated in place. balanceAfterMinor is the account's
 * balance after this entry, written under the account's lock; the database refuses a negative one.
 */
export const walletEntries = pgTable(
  'wallet_entries',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    tenantId: tenantId(),
    /** The traveller's account, or null for the agency's own account. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'restrict' }),
    /** earn (reward on a booking), spend (paid at checkout), reverse (earn taken back), refund (spend given back), topup, adjust. */
    kind: text('kind', { enum: ['earn', 'spend', 'reverse', 'refund', 'topup', 'adjust'] }).notNull(),
    /** Signed: credits are positive, debits negative; minor units of `currency`. */
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    balanceAfterMinor: bigint('balance_after_minor', { mode: 'number' }).notNull(),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'restrict' }),
    note: text('note').notNull().default(''),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /**
     * When the entry becomes spendable (decision 0073): a booking's reward, and a cancellation's void
     * of it, are pending until then; null: at once. Maturity is read, never written by a job.
     */
    availableAt: timestamp('available_at', { withTimezone: true }),
  },
  (t) => [
    index('wallet_entries_account_idx').on(t.tenantId, t.userId, t.createdAt),
    /** What is still pending in an account: only entries with a date. */
    index('wallet_entries_pending_idx')
      .on(t.tenantId, t.userId, t.availableAt)
      .where(sql`${t.availableAt} is not null`),
    /** One entry of each kind per booking: earning or spending twice for one booking is refused. */
    uniqueIndex('wallet_entries_booking_kind_idx').on(t.bookingId, t.kind),
  ],
);

/** People who apply to become agents of the agency through its public form (/applications). */
export const agentApplications = pgTable(
  'agent_applications',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    tenantId: tenantId(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    company: text('company').notNull().default(''),
    message: text('message').notNull().default(''),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    reason: text('reason').notNull().default(''),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('agent_applications_tenant_idx').on(t.tenantId, t.status, t.createdAt)],
);

// ---- the sandbox supplier's own side (not tenant data: no tenant_id, no RLS) --------------------

/** Rooms per night of each sandbox room type; the row is also the lock that serialises holds on it. */
export const sandboxRoomInventory = pgTable(
  'sandbox_room_inventory',
  {
    propertyId: text('property_id').notNull(),
    roomTypeId: text('room_type_id').notNull(),
    capacity: integer('capacity').notNull(),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.roomTypeId] })],
);

/** Sandbox holds and the bookings they became. */
export const sandboxHolds = pgTable(
  'sandbox_holds',
  {
    holdId: text('hold_id').primaryKey(),
    propertyId: text('property_id').notNull(),
    roomTypeId: text('room_type_id').notNull(),
    rateId: text('rate_id').notNull(),
    checkin: text('checkin').notNull(),
    checkout: text('checkout').notNull(),
    rooms: integer('rooms').notNull(),
    status: text('status', { enum: ['held', 'booked', 'released', 'cancelled'] }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    clientReference: text('client_reference').unique(),
    supplierReference: text('supplier_reference').unique(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    refundable: boolean('refundable').notNull(),
    freeCancellationUntil: text('free_cancellation_until'),
    createdAt: createdAt(),
  },
  (t) => [index('sandbox_holds_room_idx').on(t.propertyId, t.roomTypeId, t.status)],
);

/**
 * The sandbox's inventory counted in units (issue #18, decision 0047): flight seats per fare bucket,
 * cars per location, class and day, activity places per time slot, and next cruise cabins and resort units. No tenant: the supplier's side.
 */
export const sandboxUnitCapacity = pgTable('sandbox_unit_capacity', {
  bucket: text('bucket').primaryKey(),
  capacity: integer('capacity').notNull(),
});

/** Sandbox holds of units and the bookings they became; a hold takes `units` in every one of its buckets. */
export const sandboxUnitHolds = pgTable(
  'sandbox_unit_holds',
  {
    holdId: text('hold_id').primaryKey(),
    product: text('product', { enum: ['flight', 'car', 'activity', 'cruise', 'resort'] }).notNull(),
    offerId: text('offer_id').notNull(),
    buckets: text('buckets').array().notNull(),
    units: integer('units').notNull(),
    status: text('status', { enum: ['held', 'booked', 'released', 'cancelled'] }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    clientReference: text('client_reference').unique(),
    supplierReference: text('supplier_reference').unique(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    freeCancellationUntil: timestamp('free_cancellation_until', { withTimezone: true }),
    details: jsonb('details').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sandbox_unit_holds_buckets_idx').using('gin', t.buckets)],
);

// ---- jobs (issue #37) ----------------------------------------------------------------------------

/**
 * The job queue every instance shares (apps/api/src/jobs): a row is one run of a named job. Instances
 * claim due rows with `FOR UPDATE SKIP LOCKED` and a lease (locked_until), so a job runs on one
 * instance at a time and a crashed run is taken over when its lease ends. A scheduled job's run has a
 * key naming its time slot, unique per name, so instances that schedule the same slot make one row.
 * A platform table (no tenant_id): a job over agencies opens each agency's transaction itself.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    name: text('name').notNull(),
    /** The slot of a scheduled run ('2026-11-29T12:05') or another de-duplication key; null for none. */
    key: text('key'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    /** The instance running it, and until when its claim holds. */
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('jobs_name_key_idx').on(t.name, t.key),
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`${t.finishedAt} is null and ${t.failedAt} is null`),
  ],
);

/**
 * Payment provider webhook events received (issue #38): each once per agency (a replay finds its
 * row), processed by the job runner after the 2xx answer; `occurredAt` (the provider's own time)
 * orders deliveries that arrive out of order.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    tenantId: tenantId(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    /** What processing did: 'applied', 'ignored: <why>', or the error of the last failed attempt. */
    outcome: text('outcome'),
  },
  (t) => [
    uniqueIndex('payment_events_event_idx').on(t.tenantId, t.provider, t.eventId),
    index('payment_events_booking_idx').on(t.tenantId, t.bookingId, t.occurredAt),
  ],
);

/**
 * Exchange rates as published by a source (issue #38), one row per source and day: display
 * conversion reads the latest, a booking records the day it was charged with. Platform data, no tenant.
 */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    source: text('source').notNull(),
    ratesDate: date('rates_date', { mode: 'string' }).notNull(),
    /** The currency the rates are quoted against (ECB: EUR): 1 base = rates[code] of code. */
    base: text('base').notNull(),
    /** Decimal strings as published, never floats rounded on the way in. */
    rates: jsonb('rates').$type<Record<string, string>>().notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.source, t.ratesDate] })],
);

/**
 * Receipts (issue #38): one per payment and one per refund, numbered per agency without gaps
 * (`receipt_counters`, taken in the same transaction), with the agency's legal details and the
 * buyer as they were when issued. `sourceRef` (payment reference, refund id) issues each once.
 */
export const receipts = pgTable(
  'receipts',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    tenantId: tenantId(),
    number: integer('number').notNull(),
    kind: text('kind', { enum: ['payment', 'refund'] }).notNull(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    taxes: jsonb('taxes').$type<Array<{ name: string; amountMinor: number }>>().notNull().default([]),
    seller: jsonb('seller').$type<Record<string, unknown>>().notNull(),
    buyer: jsonb('buyer').$type<Record<string, unknown>>().notNull(),
    sourceRef: text('source_ref').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('receipts_tenant_number_idx').on(t.tenantId, t.number),
    uniqueIndex('receipts_tenant_source_idx').on(t.tenantId, t.kind, t.sourceRef),
    index('receipts_tenant_booking_idx').on(t.tenantId, t.bookingId),
  ],
);

/** The last receipt number given per agency: `UPDATE … RETURNING` in the receipt's transaction keeps numbers gapless. */
export const receiptCounters = pgTable('receipt_counters', {
  tenantId: uuid('tenant_id').primaryKey(),
  lastNumber: integer('last_number').notNull().default(0),
});

/**
 * An agent's proposal to a client (issue #43, decision 0118). The id is the client's link
 * (`/allowAgentProposal?proposalId=<id>`); `reference` is what people read. `expired` is not a
 * stored status: domain/proposals.ts derives it from `expires_at`.
 */
export const proposals = pgTable(
  'proposals',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    tenantId: tenantId(),
    /** 'PR-7K3M9Q2X'. */
    reference: text('reference').notNull(),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The client's account, once known (a hold of an item by the account with the client's email links it). */
    clientUserId: uuid('client_user_id').references(() => users.id, { onDelete: 'set null' }),
    clientName: text('client_name').notNull().default(''),
    /** Lower-case; '' while a draft has no client yet. */
    clientEmail: text('client_email').notNull().default(''),
    /** The language the email and the PDF are in (an interface language of the agency). */
    language: text('language').notNull().default('en'),
    title: text('title').notNull().default(''),
    message: text('message').notNull().default(''),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['draft', 'sent', 'opened', 'approved', 'declined', 'partly_booked', 'booked', 'withdrawn'] })
      .notNull()
      .default('draft'),
    declineReason: text('decline_reason'),
    /** The end of the expiry date the agent chose, in the agency's time zone; null for a draft without one. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** The proposal this one was duplicated from. */
    copiedFrom: uuid('copied_from'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('proposals_tenant_reference_idx').on(t.tenantId, t.reference),
    index('proposals_tenant_agent_idx').on(t.tenantId, t.agentId, t.createdAt),
    index('proposals_tenant_sent_idx').on(t.tenantId, t.sentAt),
  ],
);

/** One offer of a proposal: what was quoted when added (`snapshot`), the agent's markup and note, and the client's answer. */
export const proposalItems = pgTable(
  'proposal_items',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    tenantId: tenantId(),
    proposalId: uuid('proposal_id')
      .notNull()
      .references(() => proposals.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    product: text('product').notNull(),
    offerId: text('offer_id').notNull(),
    /** Basis points on the wholesale price before taxes, within the agency's cap (decision 0118). */
    agentMarkupBasisPoints: integer('agent_markup_basis_points').notNull().default(0),
    note: text('note').notNull().default(''),
    /** The quote when added or last refreshed by the agent (domain/proposals.ts proposalSnapshotSchema). */
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull(),
    /** The snapshot as the client was sent it (set at each send): "what changed since it was sent". */
    sentSnapshot: jsonb('sent_snapshot').$type<Record<string, unknown>>(),
    status: text('status', { enum: ['proposed', 'approved', 'declined', 'booked'] })
      .notNull()
      .default('proposed'),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('proposal_items_proposal_idx').on(t.tenantId, t.proposalId, t.position)],
);

/** An agent's shareable link to a deal or a search (issue #43, decision 0118): `/url/{code}`. */
export const dealLinks = pgTable(
  'deal_links',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    tenantId: tenantId(),
    /** 8 characters of Crockford base32: the `/url/{code}` id and the storefront's `dealLinkId`. */
    code: text('code').notNull(),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    product: text('product').notNull(),
    /** A path of the agency's storefront with its query ('/booknow/hotels/search?…'), never another host. */
    target: text('target').notNull(),
    agentMarkupBasisPoints: integer('agent_markup_basis_points').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('deal_links_tenant_code_idx').on(t.tenantId, t.code), index('deal_links_tenant_agent_idx').on(t.tenantId, t.agentId, t.createdAt)],
);

/** A deal link's click or sign-up, with its time: the list's counts and the Command Center's period. */
export const dealLinkEvents = pgTable(
  'deal_link_events',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    tenantId: tenantId(),
    dealLinkId: uuid('deal_link_id')
      .notNull()
      .references(() => dealLinks.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['click', 'signup'] }).notNull(),
    /** The account that signed up (kind signup). */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('deal_link_events_link_idx').on(t.tenantId, t.dealLinkId, t.kind, t.createdAt),
    index('deal_link_events_tenant_idx').on(t.tenantId, t.createdAt),
  ],
);

/**
 * The agency's blog posts and destination pages (decision 0127), every language in `translations`.
 * Visitors see one once published, or scheduled and its `publish_at` has passed (contentIsPublic).
 */
export const contentItems = pgTable(
  'content_items',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    tenantId: tenantId(),
    kind: text('kind', { enum: ['post', 'destination'] }).notNull(),
    slug: text('slug').notNull(),
    status: text('status', { enum: ['draft', 'published', 'scheduled'] }).notNull(),
    publishAt: timestamp('publish_at', { withTimezone: true }),
    cover: jsonb('cover').$type<ContentImage | null>(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    place: jsonb('place').$type<ContentPlace | null>(),
    top: boolean('top').notNull().default(false),
    translations: jsonb('translations').$type<Partial<Record<LanguageCode, ContentTranslation>>>().notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('content_items_tenant_kind_slug_idx').on(t.tenantId, t.kind, t.slug),
    index('content_items_tenant_kind_publish_idx').on(t.tenantId, t.kind, t.status, t.publishAt),
  ],
);

/** Earlier slugs of content items: their addresses redirect to the item's current one. */
export const contentSlugs = pgTable(
  'content_slugs',
  {
    tenantId: tenantId(),
    kind: text('kind', { enum: ['post', 'destination'] }).notNull(),
    slug: text('slug').notNull(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.kind, t.slug] }), index('content_slugs_item_idx').on(t.tenantId, t.itemId)],
);

/** The agency's hidden gems: destination pages in the order the agency chose. */
export const hiddenGems = pgTable(
  'hidden_gems',
  {
    tenantId: tenantId(),
    destinationId: uuid('destination_id')
      .notNull()
      .references(() => contentItems.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.destinationId] }), index('hidden_gems_tenant_position_idx').on(t.tenantId, t.position)],
);

/** The agency's terms (for agencies it works with, and for its users) in versions that are never edited. */
export const termsVersions = pgTable(
  'terms_versions',
  {
    tenantId: tenantId(),
    kind: text('kind', { enum: ['agency', 'users'] }).notNull(),
    version: integer('version').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    translations: jsonb('translations').$type<Partial<Record<LanguageCode, { bodyHtml: string }>>>().notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.kind, t.version] })],
);

/**
 * The plans the platform sells agencies (issue #46, decision 0150), kept by the operator with
 * `npm run agency -- plan …`. Platform data, no tenant: every agency's subscription page lists them.
 */
export const plans = pgTable('plans', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  currency: text('currency').notNull(),
  monthlyMinor: integer('monthly_minor').notNull(),
  yearlyMinor: integer('yearly_minor').notNull(),
  stripePriceMonthly: text('stripe_price_monthly').notNull(),
  stripePriceYearly: text('stripe_price_yearly').notNull(),
  products: jsonb('products').$type<string[]>().notNull(),
  /** null: no limit. */
  maxAgents: integer('max_agents'),
  customDomain: boolean('custom_domain').notNull().default(false),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The platform's Stripe customer of each agency (its subscription's payer): how a webhook that
 * names only a customer (an invoice) finds its agency. Written in the agency's scope; readable by
 * every scope (policy customer_lookup), since the webhook reads it before any agency is known.
 */
export const billingCustomers = pgTable('billing_customers', {
  stripeCustomerId: text('stripe_customer_id').primaryKey(),
  tenantId: uuid('tenant_id').notNull().unique(),
  createdAt: createdAt(),
});

/** An agency's subscription to a plan, as Stripe last reported it (one per agency). */
export const agencySubscriptions = pgTable('agency_subscriptions', {
  tenantId: uuid('tenant_id').primaryKey(),
  planId: text('plan_id').references(() => plans.id, { onDelete: 'restrict' }),
  interval: text('interval', { enum: ['month', 'year'] }),
  status: text('status').notNull(),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
  paymentFailedAt: timestamp('payment_failed_at', { withTimezone: true }),
  stripeCustomerId: text('stripe_customer_id').notNull(),
  stripeSubscriptionId: text('stripe_subscription_id'),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  /** Stripe's time of the event last applied: an older event delivered late changes nothing. */
  eventAt: timestamp('event_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The agency's invoices from the platform (Stripe's), newest first on its subscription page. */
export const agencyInvoices = pgTable(
  'agency_invoices',
  {
    tenantId: tenantId(),
    stripeInvoiceId: text('stripe_invoice_id').notNull(),
    number: text('number'),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull(),
    hostedInvoiceUrl: text('hosted_invoice_url'),
    periodStart: timestamp('period_start', { withTimezone: true }),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.stripeInvoiceId] }), index('agency_invoices_tenant_idx').on(t.tenantId, t.createdAt)],
);
