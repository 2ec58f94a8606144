import { sql } from 'drizzle-orm';
import { bigint, boolean, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid, index } from 'drizzle-orm/pg-core';
import type { Agency, AboutContent, FaqContent } from '@tripfront/domain';

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
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

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
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_tenant_email_idx').on(t.tenantId, t.email)],
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
  },
  (t) => [index('sessions_user_idx').on(t.tenantId, t.userId)],
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
    purpose: text('purpose', { enum: ['verify-email', 'reset-password'] }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('auth_tokens_user_idx').on(t.tenantId, t.userId, t.purpose)],
);

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
    lastError: text('last_error'),
  },
  (t) => [index('outbox_tenant_created_idx').on(t.tenantId, t.createdAt)],
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
    /** While a request works on a pending booking, recovery leaves it alone until this time. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('bookings_tenant_reference_idx').on(t.tenantId, t.reference),
    index('bookings_tenant_user_idx').on(t.tenantId, t.userId, t.createdAt),
    index('bookings_tenant_status_idx').on(t.tenantId, t.status),
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
  (t) => [primaryKey({ columns: [t.tenantId, t.key] })],
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
