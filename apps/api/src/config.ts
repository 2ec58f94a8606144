import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { ECB_DAILY_URL } from './lib/exchange-rates/ecb-address.ts';

export const REPO_ROOT = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');

const optionalUrl = (protocols: string[], hint: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .refine((v) => v === undefined || protocols.some((p) => v.startsWith(p)), hint);

/** The demo deployment's eight Customer Support Managers (spec §5 names a fixed list of eight, entries not shown). */
const DEFAULT_SUPPORT_MANAGERS = 'Amelia Hart,Bruno Silva,Chloé Martin,Daniel Okafor,Elena Petrova,Farid Haddad,Grace Lindqvist,Hiro Tanaka';

/** True for the base64 (or base64url) encoding of exactly 32 bytes. */
function isKey(value: string): boolean {
  return /^[A-Za-z0-9+/_-]{43}=?$/.test(value) && Buffer.from(value, 'base64').length === 32;
}

/** An optional setting given as text; empty counts as unset. */
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v === '' ? undefined : v));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /**
   * The spec's deployment environment (old share URLs redirect only outside prod, qa, uat, dev).
   * Unset: 'prod' under NODE_ENV=production, 'local' otherwise (decision 0078).
   */
  APP_ENV: z.enum(['local', 'dev', 'qa', 'uat', 'prod']).optional(),
  /**
   * Production only (NODE_ENV=production or APP_ENV=prod): 'true' lets the sandbox payment gateway
   * and the sandbox inventory serve, for a public demo; every page then says so (decision 0078).
   * Outside production the sandbox always serves.
   */
  ALLOW_SANDBOX: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_URL: optionalUrl(['postgres://', 'postgresql://'], 'must be a postgres:// URL'),
  /**
   * The database owner, for migrations and seeding at start-up, when DATABASE_URL is a
   * least-privilege login role (README "Database roles"). Unset: DATABASE_URL does both.
   */
  MIGRATION_DATABASE_URL: optionalUrl(['postgres://', 'postgresql://'], 'must be a postgres:// URL'),
  DATA_DIR: z.string().min(1).default('.data'),
  /**
   * PostgreSQL's shared_buffers in the embedded database (no DATABASE_URL): its largest piece of
   * memory, held for the process's life. 16MB keeps a demo's working set with room to spare
   * (decision 0060) and holds the Command Center's 100,000-booking budget (decision 0144; 32MB
   * before); PostgreSQL's own default is 128MB. Pages outside it are read from the operating
   * system's file cache.
   */
  PGLITE_SHARED_BUFFERS: z
    .string()
    .regex(/^\d+(?:kB|MB|GB)$/, 'must be a size such as 32MB')
    .default('16MB'),
  /**
   * Whether start-up applies the database migrations. Unset: yes outside production (the demo), no
   * in production, where `npm run migrate` does it as a release step and start-up refuses a
   * database without this build's migrations (decision 0079).
   */
  MIGRATE_ON_START: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  /**
   * Milliseconds a stopping server (SIGTERM, SIGINT) gives the requests in flight to finish; then
   * their connections are closed (decision 0079).
   */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  /**
   * The agencies an empty database is seeded with. Unset: the demo agencies (seed/demo-agencies.json)
   * outside production, none in production (decision 0078).
   */
  SEED_FILE: z.string().min(1).optional(),
  REDIS_URL: optionalUrl(['redis://', 'rediss://'], 'must be a redis:// URL'),
  /**
   * The in-process cache's size without Redis (search answers, deal answers): at most this many
   * MB of keys and values, least recently used out first (decision 0062). Redis bounds itself.
   */
  MEMORY_CACHE_MB: z.coerce.number().int().min(1).max(4096).default(32),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Prometheus metrics (decision 0081): served at /metrics on this port only, never on PORT.
   * Unset: no metrics are collected at all. 0 picks a free port (tests).
   */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** The address the metrics port listens on (HOST when unset). */
  METRICS_HOST: z.string().trim().min(1).optional(),
  /** When set, the metrics port answers only `Authorization: Bearer <METRICS_TOKEN>` (401 otherwise). */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /**
   * OpenTelemetry traces are exported over OTLP/HTTP to this endpoint (decision 0081); unset: the
   * tracing SDK is not loaded. The SDK reads its other OTEL_* variables itself.
   */
  OTEL_EXPORTER_OTLP_ENDPOINT: optionalUrl(['http://', 'https://'], 'must be an http:// or https:// URL'),
  /**
   * What a trace holds when OTEL_EXPORTER_OTLP_ENDPOINT is set (decision 0088): `requests`, one
   * span per request made as it is answered (no context kept across awaits, a few percent of
   * throughput); `deep`, the SDK's HTTP and pg instrumentations with each query and outgoing call
   * as a child span (an AsyncLocalStorage context: about two thirds of a light route's throughput on Node 20).
   */
  TRACING_MODE: z.enum(['requests', 'deep']).default('requests'),
  /** Key for HMAC of session tokens; required in production, generated under DATA_DIR otherwise. */
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /**
   * Key (base64 of 32 random bytes) that encrypts the agencies' secrets at rest (their Stripe secret
   * keys, issue #15); required in production, generated under DATA_DIR otherwise.
   */
  SETTINGS_ENCRYPTION_KEY: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .refine((v) => v === undefined || isKey(v), 'must be the base64 encoding of 32 bytes (e.g. `openssl rand -base64 32`)'),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /**
   * A trusted proxy's header naming the visitor's country (ISO 3166-1 alpha-2), e.g. cf-ipcountry
   * (Cloudflare) or x-country-code; read only with TRUST_PROXY (decision 0147). Unset: the
   * country comes from the client address and the bundled database alone.
   */
  GEO_COUNTRY_HEADER: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^([a-z0-9-]{1,64})?$/, 'must be an HTTP header name such as cf-ipcountry')
    .optional()
    .transform((v) => (v ? v : null)),
  /** Scheme of the absolute URLs the app writes (emailed links, sitemap, canonical): https in production, http otherwise. */
  PUBLIC_SCHEME: z.enum(['http', 'https']).optional(),
  /** Port in those URLs: PORT outside production, none in production; empty for none. */
  PUBLIC_PORT: z.union([z.literal(''), z.coerce.number().int().min(1).max(65535)]).optional(),
  WEB_DIST: z.string().default(path.join(REPO_ROOT, 'apps/web/dist')),
  HOTEL_API_BASE: z
    .string()
    .regex(/^\/[a-z0-9-]+$/)
    .default('/hotel-api'),
  FLIGHT_API_BASE: z
    .string()
    .regex(/^\/[a-z0-9-]+$/)
    .default('/flight-api'),
  RESORT_API_BASE: z
    .string()
    .regex(/^\/[a-z0-9-]+$/)
    .default('/resort-api'),
  /** Seconds an instance keeps resolved agency data before reading it again. */
  AGENCY_CACHE_TTL: z.coerce.number().int().min(0).max(3600).default(5),
  /** Milliseconds a supplier call may take before the answer is an empty list with a message. */
  SUPPLIER_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(8000),
  /**
   * Latency the sandbox inventory supplier adds to every call, as a real one's network would (0:
   * answer at memory speed). The benchmark uses it to show a superseded resort deals request
   * stopping the supplier's work; a caller's abort cuts the wait short.
   */
  /**
   * Failed logins and emailed-link requests (sign-ups, resets) one client address may make per
   * agency in 15 minutes. A shared office or campus behind one address may need more; the
   * end-to-end tests, whose browser signs up many travellers from 127.0.0.1, raise it.
   */
  LOGIN_LIMIT_PER_IP: z.coerce.number().int().min(1).max(100_000).default(20),
  /** Open holds one client address may have at once, across travellers (an office behind one address may need more). */
  HOLD_LIMIT_PER_IP: z.coerce.number().int().min(1).max(100_000).default(10),
  /**
   * Searches (every product's supplier search and the partner APIs' search endpoints) one client
   * address may make in a minute, across agencies; past it 429 with Retry-After (decision 0083).
   */
  SEARCH_LIMIT_PER_IP: z.coerce.number().int().min(1).max(1_000_000).default(60),
  /** Searches on one agency's site in a minute, from all addresses together (decision 0083). */
  SEARCH_LIMIT_PER_AGENCY: z.coerce.number().int().min(1).max(10_000_000).default(1200),
  SANDBOX_LATENCY_MS: z.coerce.number().int().min(0).max(10_000).default(0),
  /**
   * The maps' tile provider for agencies without their own (decision 0101): the https:// address of a
   * MapLibre style (raster or vector). Unset: the bundled world basemap, nothing fetched elsewhere.
   * Pages then allow the style's host in their CSP's connect-src.
   */
  MAP_STYLE_URL: optionalUrl(['https://'], 'must be an https:// address of a MapLibre style (style.json)'),
  /**
   * Thread time one request's HTML or SVG may take to clean, all its fields together (decision
   * 0074): past it the cleaning is stopped and the answer is 413 naming the field.
   */
  SANITIZE_TIME_LIMIT_MS: z.coerce.number().int().min(10).max(60_000).default(5000),
  /**
   * Thread time one PDF (a voucher, a receipt, a proposal) may take to make (decision 0121): past
   * it the thread is stopped and the answer is 503 with Retry-After.
   */
  DOCUMENT_TIME_LIMIT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** Seconds a successful supplier search or auto-suggest answer is reused (per agency and query). */
  SEARCH_CACHE_TTL: z.coerce.number().int().min(0).max(86_400).default(300),
  /**
   * The platform's Stripe keys: both set, an agency on 'stripe' without keys of its own charges this
   * account (decision 0032). Agencies with their own keys (payment settings) never use them.
   */
  STRIPE_SECRET_KEY: z
    .string()
    .trim()
    .regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key (sk_test_… or sk_live_…)')
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .trim()
    .regex(/^pk_(test|live)_\w+$/, 'must be a Stripe publishable key (pk_test_…)')
    .optional(),
  /**
   * The signing secrets (whsec_…, comma-separated) of the webhook endpoints set up on the platform's
   * Stripe account, one per host of an agency charging that account: a delivery to such an agency
   * is accepted when signed with one of them. Agencies with their own Stripe account set their
   * endpoint's secret in their payment settings.
   */
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .refine((v) => v === undefined || /^whsec_\w+(\s*,\s*whsec_\w+)*$/.test(v), 'must be Stripe webhook signing secrets (whsec_…), separated by commas'),
  /**
   * Seconds a Stripe webhook that settles a booking waiting for 3-D Secure is held back, so that a
   * traveller still on the page finishes it from the browser; after that the webhook does.
   */
  STRIPE_WEBHOOK_DELAY_S: z.coerce.number().int().min(0).max(3600).default(30),
  /** Stripe's API root; only tests change it. */
  STRIPE_API_BASE: z.url().default('https://api.stripe.com'),
  /**
   * Days an agency whose subscription lapsed (past due, unpaid, canceled) stays subscribed after its
   * period ended or a payment failed; after them its storefront is inactive (decision 0150).
   */
  SUBSCRIPTION_GRACE_DAYS: z.coerce.number().int().min(0).max(90).default(7),
  /** Duffel access token: set, flights come from Duffel (decision 0041); unset, from the sandbox. Never logged. */
  DUFFEL_ACCESS_TOKEN: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .refine((v) => v === undefined || /^duffel_(test|live)_\S+$/.test(v), 'must be a Duffel access token (duffel_test_… or duffel_live_…)'),
  /** Duffel's API root; only tests change it. */
  /**
   * Sign-in through identity providers (decision 0114). The social presets' issuers, for a proxy
   * or a test provider; unset: Google's, Microsoft's and Apple's own.
   */
  SIGN_IN_ISSUER_GOOGLE: z.url().optional(),
  SIGN_IN_ISSUER_MICROSOFT: z.url().optional(),
  SIGN_IN_ISSUER_APPLE: z.url().optional(),
  /** The platform's own client of each social preset, for agencies that switch one on without their own; secrets never logged. */
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  MICROSOFT_CLIENT_ID: optionalText,
  MICROSOFT_CLIENT_SECRET: optionalText,
  APPLE_CLIENT_ID: optionalText,
  /** Apple's client secret is a JWT signed with the platform's key (at most six months valid): renew it before it ends. */
  APPLE_CLIENT_SECRET: optionalText,
  /** How long a call to an identity provider (discovery, keys, token) may take. */
  SIGN_IN_TIMEOUT_MS: z.coerce.number().int().min(500).max(60_000).default(10_000),
  DUFFEL_API_URL: z.url().default('https://api.duffel.com'),
  /** The platform's LiteAPI key (hotels, decision 0105); agencies bring their own on /settings/suppliers. Never logged. */
  LITEAPI_API_KEY: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v === '' ? undefined : v)),
  /** LiteAPI's data and rates root; only tests change it. */
  LITEAPI_API_URL: z.url().default('https://api.liteapi.travel/v3.0'),
  /** LiteAPI's booking root (prebook, book); only tests change it. */
  LITEAPI_BOOK_URL: z.url().default('https://book.liteapi.travel/v3.0'),
  /**
   * 'true' lets agencies sell through the platform's own supplier accounts (DUFFEL_ACCESS_TOKEN,
   * LITEAPI_API_KEY), paid from the platform's balance (decision 0105); otherwise each agency
   * brings its own.
   */
  PLATFORM_SUPPLIER_ACCOUNTS: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** Milliseconds a client has to send a whole request, headers and body (slower ones get 408 and are closed). */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  /** Milliseconds a client has to send a request's headers. */
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  /** Milliseconds an idle keep-alive connection stays open between requests (above a load balancer's idle timeout). */
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(72_000),
  /** Milliseconds a connection may be silent (nothing received or sent) before it is closed. */
  CONNECTION_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(120_000),
  /** Open connections this instance accepts; further ones are closed at once. */
  MAX_CONNECTIONS: z.coerce.number().int().min(1).max(1_000_000).default(2048),
  /** Minutes a sandbox hold keeps a room while the traveller pays. */
  HOLD_MINUTES: z.coerce.number().int().min(1).max(60).default(15),
  /** Seconds between recovery runs that finish interrupted bookings (0: only at start-up). */
  BOOKING_RECOVERY_INTERVAL_S: z.coerce.number().int().min(0).max(3600).default(60),
  /** The job runner (apps/api/src/jobs, decision 0080): on by default; each job still runs once across instances. */
  JOBS: z
    .enum(['on', 'off'])
    .default('on')
    .transform((v) => v === 'on'),
  /** Milliseconds between the runner's looks for due jobs. */
  JOBS_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  /** Seconds between email delivery runs (with SMTP_URL); a new email is also delivered at the next poll. */
  EMAIL_DELIVERY_INTERVAL_S: z.coerce.number().int().min(1).max(3600).default(5),
  /** Seconds between retention runs (expired sessions, tokens, holds; old searches, emails, audit entries). */
  RETENTION_INTERVAL_S: z.coerce.number().int().min(60).max(86_400).default(3600),
  /** Days searches are kept (the Command Center's daily counts stay); at least 30. */
  SEARCH_RETENTION_DAYS: z.coerce.number().int().min(30).max(10_000).default(400),
  /** Days sent and given-up emails are kept. */
  EMAIL_RETENTION_DAYS: z.coerce.number().int().min(1).max(10_000).default(30),
  /** Days audit entries are kept; at least 30. */
  AUDIT_RETENTION_DAYS: z.coerce.number().int().min(30).max(10_000).default(365),
  /**
   * Days a processed payment provider event (a Stripe webhook delivery, decision 0085) is kept: its
   * payload can hold the payer's billing details. At least 30; an unprocessed one is never deleted.
   */
  PAYMENT_EVENT_RETENTION_DAYS: z.coerce.number().int().min(30).max(10_000).default(90),
  /** Seconds a request owns a pending booking before recovery may take it over. */
  BOOKING_LEASE_S: z.coerce.number().int().min(1).max(3600).default(120),
  /** Test only: exit right after the supplier confirms a booking, before it is recorded. Refused in production. */
  BOOKING_CRASH_AFTER_SUPPLIER_CONFIRM: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** Test only: exit after a booking request claimed its Idempotency-Key, before the booking is written. Refused in production. */
  BOOKING_CRASH_BEFORE_BOOKING_WRITE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /**
   * Where the daily exchange rates are fetched (issue #38, decision 0086): the European Central
   * Bank's eurofxref-daily.xml by default; an http(s) copy of it for tests and air-gapped
   * deployments; 'off' fetches nothing (the stored rates, or the bundled snapshot, keep serving).
   * Unset under NODE_ENV=test: off.
   */
  EXCHANGE_RATES_URL: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .refine((v) => v === undefined || v === 'off' || /^https?:\/\//.test(v), "must be an http(s):// URL or 'off'"),
  /** Seconds between exchange-rate refreshes (the ECB publishes once a working day, around 16:00 CET); one also runs at start-up. */
  EXCHANGE_RATES_REFRESH_S: z.coerce.number().int().min(60).max(86_400).default(3600),
  /** Milliseconds a rates fetch may take before it is given up (the stored rates keep serving). */
  EXCHANGE_RATES_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** SMTP server for outgoing email (smtp:// or smtps://, credentials in the URL); unset keeps mail in the outbox for /dev/mail. */
  SMTP_URL: optionalUrl(['smtp://', 'smtps://'], 'must be an smtp:// or smtps:// URL'),
  /** Envelope and From address of outgoing email; the agency name is shown as the sender's name. */
  MAIL_FROM: z.email('must be an email address').default('no-reply@tripfront.example'),
  /** Customer Support Manager names offered by the business-information form (spec §5), comma-separated. */
  SUPPORT_MANAGERS: z
    .string()
    .default(DEFAULT_SUPPORT_MANAGERS)
    .transform((v) =>
      v
        .split(',')
        .map((name) => name.trim())
        .filter((name) => name !== ''),
    )
    .pipe(z.array(z.string().max(80, 'each name must be at most 80 characters')).min(1, 'must name at least one manager').max(50)),
});

export type Env = z.infer<typeof envSchema>;
/** The demo agencies and their published passwords: never seeded in production unless SEED_FILE names a file. */
export const DEMO_SEED_FILE = path.join(REPO_ROOT, 'seed/demo-agencies.json');

export interface Config extends Omit<
  Env,
  'APP_ENV' | 'EXCHANGE_RATES_URL' | 'SEED_FILE' | 'SESSION_SECRET' | 'SETTINGS_ENCRYPTION_KEY' | 'PUBLIC_SCHEME' | 'PUBLIC_PORT'
> {
  APP_ENV: NonNullable<Env['APP_ENV']>;
  /** null: no rates are fetched ('off', or unset under NODE_ENV=test). */
  EXCHANGE_RATES_URL: string | null;
  /** null: an empty database stays empty (production without SEED_FILE). */
  SEED_FILE: string | null;
  /** NODE_ENV=production or APP_ENV=prod: real money, no development tools (see `isProduction`). */
  production: boolean;
  /** Whether the sandbox payment gateway and inventory may serve (see `sandboxServes`). */
  sandboxAllowed: boolean;
  /** MIGRATE_ON_START with its default applied. */
  MIGRATE_ON_START: boolean;
  SESSION_SECRET: string;
  /** 32 bytes: the AES-256-GCM key of the agencies' secrets (lib/secrets.ts). Never logged or answered. */
  SETTINGS_ENCRYPTION_KEY: Buffer;
  PUBLIC_SCHEME: 'http' | 'https';
  /** null: no port in absolute URLs. */
  PUBLIC_PORT: number | null;
}

export class ConfigError extends Error {}

/** The one production rule (decision 0078): NODE_ENV=production or APP_ENV=prod. */
export function isProduction(env: { NODE_ENV: Env['NODE_ENV']; APP_ENV: Env['APP_ENV'] }): boolean {
  return env.NODE_ENV === 'production' || env.APP_ENV === 'prod';
}

/**
 * Whether the sandbox (free card payments, made-up inventory) may serve: always outside
 * production, in production only with ALLOW_SANDBOX=true (decision 0078).
 */
export function sandboxServes(config: Pick<Config, 'production' | 'ALLOW_SANDBOX'>): boolean {
  return !config.production || config.ALLOW_SANDBOX;
}

/** Settings that cannot both be meant: each pair named, so the operator knows which one to change. */
function contradiction(source: NodeJS.ProcessEnv, env: Env): string | null {
  if (env.NODE_ENV === 'production' && env.APP_ENV === 'local') {
    return "APP_ENV: 'local' (a developer's machine) contradicts NODE_ENV=production; leave APP_ENV unset for prod or name the deployment (dev, qa, uat)";
  }
  if (source.NODE_ENV === 'development' && env.APP_ENV === 'prod') {
    return 'NODE_ENV: development contradicts APP_ENV=prod; set NODE_ENV=production';
  }
  return null;
}

/** Validates the environment; a bad value stops start-up with a message naming the variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const contradicts = contradiction(source, parsed.data);
  if (contradicts) throw new ConfigError(`Invalid configuration:\n  ${contradicts}`);
  const env = { ...parsed.data, APP_ENV: parsed.data.APP_ENV ?? (parsed.data.NODE_ENV === 'production' ? 'prod' : 'local') } as const;
  const crashSwitch = env.BOOKING_CRASH_AFTER_SUPPLIER_CONFIRM
    ? 'BOOKING_CRASH_AFTER_SUPPLIER_CONFIRM'
    : env.BOOKING_CRASH_BEFORE_BOOKING_WRITE
      ? 'BOOKING_CRASH_BEFORE_BOOKING_WRITE'
      : null;
  const production = isProduction(env);
  if (crashSwitch && production) {
    throw new ConfigError(`Invalid configuration:\n  ${crashSwitch}: a test switch, refused in production`);
  }
  if (env.HEADERS_TIMEOUT_MS > env.REQUEST_TIMEOUT_MS) {
    throw new ConfigError('Invalid configuration:\n  HEADERS_TIMEOUT_MS: must not exceed REQUEST_TIMEOUT_MS (the headers are part of the request)');
  }
  checkDatabaseUrls(env);
  if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_PUBLISHABLE_KEY)) {
    throw new ConfigError(
      `Invalid configuration:\n  ${env.STRIPE_SECRET_KEY ? 'STRIPE_PUBLISHABLE_KEY' : 'STRIPE_SECRET_KEY'}: set both Stripe keys or neither`,
    );
  }
  const dataDir = resolveDataDir(env.DATA_DIR);
  if (env.NODE_ENV === 'production') {
    for (const name of ['SESSION_SECRET', 'SETTINGS_ENCRYPTION_KEY'] as const) {
      if (!env[name]) throw new ConfigError(`Invalid configuration:\n  ${name}: required in production`);
    }
  }
  const demo = env.SESSION_SECRET && env.SETTINGS_ENCRYPTION_KEY ? null : demoSecrets(dataDir);
  const secret = env.SESSION_SECRET ?? demo!.sessionSecret;
  const settingsKey = Buffer.from(env.SETTINGS_ENCRYPTION_KEY ?? demo!.settingsEncryptionKey, 'base64');
  const publicPort = env.PUBLIC_PORT ?? (production || env.PORT === 0 ? '' : env.PORT);
  return {
    ...env,
    production,
    MIGRATE_ON_START: env.MIGRATE_ON_START ?? !production,
    EXCHANGE_RATES_URL: env.EXCHANGE_RATES_URL === 'off' ? null : (env.EXCHANGE_RATES_URL ?? (env.NODE_ENV === 'test' ? null : ECB_DAILY_URL)),
    sandboxAllowed: sandboxServes({ production, ALLOW_SANDBOX: env.ALLOW_SANDBOX }),
    SEED_FILE: env.SEED_FILE ?? (production ? null : DEMO_SEED_FILE),
    DATA_DIR: dataDir,
    SESSION_SECRET: secret,
    SETTINGS_ENCRYPTION_KEY: settingsKey,
    PUBLIC_SCHEME: env.PUBLIC_SCHEME ?? (production ? 'https' : 'http'),
    PUBLIC_PORT: publicPort === '' ? null : publicPort,
  };
}

/** The database settings alone: what `npm run migrate` needs (a release step need not hold the app's secrets). */
export type DatabaseConfig = Pick<Config, 'DATABASE_URL' | 'MIGRATION_DATABASE_URL' | 'DATA_DIR' | 'PGLITE_SHARED_BUFFERS'>;

/** Validates the database settings only, as loadConfig does (decision 0079). */
export function loadDatabaseConfig(source: NodeJS.ProcessEnv = process.env): DatabaseConfig {
  const parsed = envSchema.pick({ DATABASE_URL: true, MIGRATION_DATABASE_URL: true, DATA_DIR: true, PGLITE_SHARED_BUFFERS: true }).safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  checkDatabaseUrls(parsed.data);
  return { ...parsed.data, DATA_DIR: resolveDataDir(parsed.data.DATA_DIR) };
}

function checkDatabaseUrls(env: Pick<Env, 'DATABASE_URL' | 'MIGRATION_DATABASE_URL'>): void {
  if (env.MIGRATION_DATABASE_URL && !env.DATABASE_URL) {
    throw new ConfigError("Invalid configuration:\n  MIGRATION_DATABASE_URL: needs DATABASE_URL (the app's login role) as well");
  }
}

/** DATA_DIR is relative to the repository's root (the folder the server runs from). */
const resolveDataDir = (dir: string): string => path.resolve(REPO_ROOT, dir);

/**
 * For the demo: a random session secret and settings key, each created once and kept beside the
 * data (a file written before the key existed keeps its session secret and gains the key).
 */
function demoSecrets(dataDir: string): { sessionSecret: string; settingsEncryptionKey: string } {
  const file = path.join(dataDir, 'secrets.json');
  const stored = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { sessionSecret?: string; settingsEncryptionKey?: string }) : {};
  const sessionSecret = stored.sessionSecret && stored.sessionSecret.length >= 32 ? stored.sessionSecret : randomBytes(32).toString('base64url');
  const settingsEncryptionKey =
    stored.settingsEncryptionKey && isKey(stored.settingsEncryptionKey) ? stored.settingsEncryptionKey : randomBytes(32).toString('base64');
  if (sessionSecret !== stored.sessionSecret || settingsEncryptionKey !== stored.settingsEncryptionKey) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify({ ...stored, sessionSecret, settingsEncryptionKey }), { mode: 0o600 });
  }
  return { sessionSecret, settingsEncryptionKey };
}
