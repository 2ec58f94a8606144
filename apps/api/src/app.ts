import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import Fastify, { LogController, type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { createDbInventoryStore, getAsset, type Database, type SessionWithUser } from '@tripfront/db';
import { findPanLikeRuns, redactPanLikeRuns } from '@tripfront/domain/payments/pan';
import type { Config } from './config.ts';
import { currentSession } from './lib/auth.ts';
import { bindRequestLog, lazyChildLogger } from './lib/lazy-logger.ts';
import { createMetrics, type AppMetrics } from './lib/metrics.ts';
import { createSignInClient, type SignInClient, type SignInFetch } from './lib/sign-in.ts';
import { createExchangeRates, type ExchangeRatesService } from './lib/exchange-rates/index.ts';
import { serveMetrics, type MetricsServer } from './lib/metrics-server.ts';
import { measuredSuppliers, observe } from './lib/observe.ts';
import { createAgencySuppliers, type AgencySuppliers } from './lib/agency-suppliers.ts';
import { supplierAccountKey } from './lib/supplier-accounts.ts';
import { startRequestTracing, type RequestTracer } from './lib/request-tracing.ts';
import { createJsonCache, type JsonCache } from './lib/json-cache.ts';
import { createAgencyRevisions } from './lib/agency-revisions.ts';
import { limitConnections, serverTimeouts } from './lib/server-limits.ts';
import { createLoginLimiter, DEFAULT_LOGIN_LIMITS, type LoginLimiter, type LoginLimits } from './lib/login-limiter.ts';
import { createMemoryStore, type KeyValueStore, type StoreHealth } from './lib/store.ts';
import { createPasswordWorker, type PasswordWorker, type PasswordWorkLimits } from './lib/passwords.ts';
import { createSanitizer, type Sanitizer } from './lib/sanitize.ts';
import { createPdfPool, type PdfPool } from './documents/pdf-pool.ts';
import { HOLD_LIMITS, type HoldLimits } from './booking/hold-limits.ts';
import { createAgencyChanges, type AgencyChanges } from './lib/agency-changes.ts';
import { createTenantResolver, type TenantResolver } from './lib/tenant-resolver.ts';
import errors from './plugins/errors.ts';
import inputGuard from './plugins/input-guard.ts';
import openapi from './plugins/openapi.ts';
import securityHeaders, { agencyPagePolicy } from './plugins/security-headers.ts';
import compression from './plugins/compression.ts';
import csrf from './plugins/csrf.ts';
import tenant from './plugins/tenant.ts';
import agencyStatus from './plugins/agency-status.ts';
import { markJsonApi } from './plugins/json-api.ts';
import { registerFolder, routeFolders, type RouteScope } from './routes/index.ts';
import { registerJobs } from './jobs/index.ts';
import type { BookingAdapters } from './booking/product.ts';
import { bookingAdapters, type ProductSuppliers } from './booking/products/index.ts';
import { createAnswerCache, createSearchCache, type AnswerCache, type SearchCache } from './lib/search-cache.ts';
import { createDealImages, type DealImages } from './lib/deal-images.ts';
import { createDealLinkLookup, type DealLinkLookup } from './lib/deal-link-lookup.ts';
import { createSearchLog, type SearchLog } from './lib/search-log.ts';
import {
  createSandboxSupplier,
  preloadSuggestionIndexes,
  withFaults,
  withTimeout,
  type ActivitySupplier,
  type CruiseSupplier,
  type CarSupplier,
  type FlightSupplier,
  type InventorySupplier,
  type ResortSupplier,
} from '@tripfront/suppliers';
import { createFlightSupplier } from './lib/flight-supplier.ts';
import { createActivitySupplier } from './lib/activity-supplier.ts';
import { createCruiseSupplier } from './lib/cruise-supplier.ts';
import { createCarSupplier } from './lib/car-supplier.ts';
import { createResortSupplier } from './lib/resort-supplier.ts';
import { demoNoticeFor, gateSandbox } from './lib/sandbox.ts';
import { createFrontDoor, frontDoorServer } from './lib/front-door.ts';
import { createGeolocator, type Geolocator } from './lib/geolocation.ts';

export interface AppDeps {
  config: Config;
  db: Database;
  /** The clock of time-only rules (BuildOptions.now). */
  now: () => number;
  store: KeyValueStore;
  /** The exchange rates prices are converted with: the newest stored, kept in memory (lib/exchange-rates, decision 0086). */
  rates: ExchangeRatesService;
  resolver: TenantResolver;
  jsonCache: JsonCache;
  loginLimiter: LoginLimiter;
  /** Every password hash and check of a request, with bounded concurrency. */
  passwords: PasswordWorker;
  /** Agency HTML and SVG uploads, checked and cleaned on worker threads with a time limit (decision 0074). */
  sanitizer: Sanitizer;
  /** Vouchers, receipts and proposals made as PDFs on worker threads with a time limit (decision 0121). */
  documents: PdfPool;
  holdLimits: HoldLimits;
  supplier: InventorySupplier;
  /** Flight search and booking (issue #17): the sandbox, or Duffel when DUFFEL_ACCESS_TOKEN is set. */
  flightSupplier: FlightSupplier;
  /** Activity search and booking (issue #18): the sandbox's tours and time slots. */
  activitySupplier: ActivitySupplier;
  /** Cruise search and booking (issue #19): the sandbox's sailings and cabins. */
  cruiseSupplier: CruiseSupplier;
  carSupplier: CarSupplier;
  /** Resort availability, holds and bookings (issue #19): the sandbox's rooms. */
  resortSupplier: ResortSupplier;
  /** The booking pipeline's products (src/booking/products), each on the server's supplier: for presenting stored bookings. */
  bookingAdapters: BookingAdapters;
  /** Each agency's suppliers and adapters: its own supplier accounts, or the server's (lib/agency-suppliers.ts, decision 0105). */
  agencySuppliers: AgencySuppliers;
  searchCache: SearchCache;
  /** Auto-suggest answers per agency, kind and normalised text. */
  suggestCache: AnswerCache;
  dealImages: DealImages;
  /** The deal link a request names (x-deal-link), looked up once per agency and code for a few seconds (decision 0118). */
  dealLinks: DealLinkLookup;
  /** Tell every instance that an agency's settings changed (lib/agency-changes.ts). */
  agencyChanges: AgencyChanges;
  /** Searches of every product, written off the hot path (lib/search-log.ts, issue #16). */
  searchLog: SearchLog;
  /** Prometheus metrics, null unless METRICS_PORT is set (lib/metrics.ts, decision 0081). */
  metrics: AppMetrics | null;
  /** Sign-in through OpenID Connect providers: the agency's own and the social presets (lib/sign-in.ts, decision 0114). */
  signIn: SignInClient;
  /** The visitor's country from a trusted proxy's header or the client address (lib/geolocation.ts, decision 0147). */
  geolocator: Geolocator;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    /** The request's live session, looked up once per request. */
    session(request: FastifyRequest): Promise<SessionWithUser | null>;
  }
}

/** Auto-suggest answers kept in this process, in front of the shared store. */
const SUGGEST_LOCAL_ANSWERS = 5_000;

export interface BuildOptions {
  config: Config;
  db: Database;
  /** The fetch calls to identity providers go through (a test's, trusting its provider's certificate); the global one by default. */
  signInFetch?: SignInFetch;
  store?: KeyValueStore;
  rates?: ExchangeRatesService;
  loginLimits?: LoginLimits;
  passwordLimits?: PasswordWorkLimits;
  /** Active room holds per traveller and per client address (HOLD_LIMITS by default). */
  holdLimits?: HoldLimits;
  /** Inventory; the sandbox supplier (with a timeout) by default. */
  supplier?: InventorySupplier;
  /** Flights; createFlightSupplier(config, db) by default. */
  flightSupplier?: FlightSupplier;
  /** Activities; createActivitySupplier(config, db) by default. */
  activitySupplier?: ActivitySupplier;
  /** Cruises; createCruiseSupplier(config, db) by default. */
  cruiseSupplier?: CruiseSupplier;
  /** Car rentals; createCarSupplier(config, db) by default. */
  carSupplier?: CarSupplier;
  /** Resorts; createResortSupplier(config, db) by default. */
  resortSupplier?: ResortSupplier;
  /** The bookable products on those suppliers (bookingAdapters() by default): tests plug in more. */
  bookingAdapters?: (suppliers: ProductSuppliers) => BookingAdapters;
  logger?: FastifyServerOptions['logger'];
  /** The Redis channel of agency changes (AGENCY_CHANGES_CHANNEL by default; tests use their own). */
  agencyChangesChannel?: string;
  /**
   * Whether the deep tracing SDK runs in this process (tracing.ts started it): requests' HTTP spans
   * then carry their route and agency. Default: OTEL_EXPORTER_OTLP_ENDPOINT is set and TRACING_MODE=deep.
   */
  tracing?: boolean;
  /**
   * Records a span per answered request (TRACING_MODE=requests). Default: one exporting to
   * OTEL_EXPORTER_OTLP_ENDPOINT when it is set and TRACING_MODE=requests; tests pass their own.
   */
  requestTracer?: RequestTracer;
  /** The clock of rules that change with time alone (a subscription's grace period); Date.now by default. Tests move it. */
  now?: () => number;
}

/** The sandbox as slow as SANDBOX_LATENCY_MS says (a real supplier's network); as is when 0. */
const sandboxWithLatency = (supplier: InventorySupplier, config: Config): InventorySupplier =>
  config.SANDBOX_LATENCY_MS > 0 ? withFaults(supplier, { delayMs: config.SANDBOX_LATENCY_MS }) : supplier;

/** The URL as logged: PAN-like digit runs (also percent-encoded ones) replaced. */
export function redactUrl(url: string): string {
  let decoded = url;
  try {
    decoded = decodeURIComponent(url);
  } catch {
    // a malformed escape: check the raw text only
  }
  return decoded === url || findPanLikeRuns(decoded).length === 0 ? redactPanLikeRuns(url) : redactPanLikeRuns(decoded);
}

/** A caller's x-request-id we keep (a proxy's or a client's): at most 100 safe characters (decision 0081). */
const CALLER_REQUEST_ID = /^[A-Za-z0-9._:@/+=-]{1,100}$/;

/**
 * Request ids for the logs, the x-request-id header and 500 answers: the caller's x-request-id when
 * it is valid (CALLER_REQUEST_ID), else this instance's random prefix and a counter. Unique across
 * instances (48 random bits each) without a random UUID per request, which costs ~2% of a cached
 * answer's CPU at full load.
 */
export function requestIds(): (req?: { headers: IncomingHttpHeaders }) => string {
  const instance = crypto.getRandomValues(new Uint8Array(6)).reduce((s, b) => s + b.toString(16).padStart(2, '0'), '');
  let n = 0;
  return (req) => {
    const given = req?.headers['x-request-id'];
    return typeof given === 'string' && CALLER_REQUEST_ID.test(given) ? given : `${instance}-${(++n).toString(36)}`;
  };
}

/** Levels at which Fastify's per-request lines ("incoming request", "request completed") print. */
const REQUEST_LOG_LEVELS = new Set(['info', 'debug', 'trace']);

/** One line per change of the shared store's health (Redis lost, Redis back), and one at start when it is already down. */
function logStoreHealth(app: FastifyInstance, store: KeyValueStore): void {
  const say = (health: StoreHealth, cause?: Error) => {
    if (health.redis === 'down') {
      app.log.warn(
        { redis: 'down', since: health.since, err: cause?.message },
        'Redis unreachable: caches, throttles and hold caps run on this instance alone until it answers',
      );
    } else if (health.redis === 'up') app.log.info({ redis: 'up' }, 'Redis answers again: shared caches, throttles and hold caps restored');
  };
  store.onHealthChange(say);
  if (store.health().redis === 'down') say(store.health());
}

// eslint-disable-next-line max-lines-per-function -- the plugins are registered in the order they depend on (env, security, rate limit, swagger; db, tenant, auth; routes), read top to bottom as one list
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const logLevel = (typeof options.logger === 'object' && typeof options.logger.level === 'string' ? options.logger.level : undefined) ?? config.LOG_LEVEL;
  const requestLogging = options.logger !== false && REQUEST_LOG_LEVELS.has(logLevel);
  // Off unless METRICS_PORT is set: then no hook, wrapper or collector exists (decision 0081).
  const metrics = config.METRICS_PORT === undefined ? null : createMetrics(db);
  // Off unless OTEL_EXPORTER_OTLP_ENDPOINT is set; TRACING_MODE=deep traces from tracing.ts instead (decision 0088).
  const deepTracing = options.tracing ?? (config.OTEL_EXPORTER_OTLP_ENDPOINT !== undefined && config.TRACING_MODE === 'deep');
  const requestTracer =
    options.requestTracer ??
    (config.OTEL_EXPORTER_OTLP_ENDPOINT !== undefined && config.TRACING_MODE === 'requests'
      ? await startRequestTracing({
          endpoint: config.OTEL_EXPORTER_OTLP_ENDPOINT,
          serviceName: 'tripfront-api',
          onShutdownError: (err) => app.log.warn({ err }, 'the last traces could not be exported'),
        })
      : null);
  const genReqId = requestIds();
  const logRepeated = (req: IncomingMessage, res: ServerResponse) =>
    app.log.info(
      { req: { method: req.method, url: redactUrl(req.url ?? ''), host: req.headers.host }, res: { statusCode: res.statusCode }, frontDoor: true },
      'request completed',
    );
  // Answers the same for every visitor, repeated for a second without the app (decision 0063);
  // each one still gets its line in the request log when that prints, and its count in the metrics.
  const frontDoor = createFrontDoor({
    served:
      requestLogging || metrics || requestTracer
        ? (req, res, answer) => {
            if (requestLogging) logRepeated(req, res);
            metrics?.repeated(answer.route, req.method ?? 'GET', res.statusCode);
            requestTracer?.recordRepeated(req, res, answer);
          }
        : undefined,
    requestId: genReqId,
  });
  const app = Fastify({
    serverFactory: frontDoorServer(frontDoor),
    // Tests pass their own level and stream; the redactions always apply.
    logger:
      options.logger === false
        ? false
        : {
            level: config.LOG_LEVEL,
            ...(typeof options.logger === 'object' ? options.logger : {}),
            // A supplier's own error text (supplierError.detail) is redacted where it is made (redactCredentials).
            redact: ['req.headers.cookie', 'req.headers["x-access-token"]', 'req.headers.authorization'],
            // A card number typed into a URL must not reach the logs either (issue #7).
            serializers: {
              req: (req: FastifyRequest) => ({
                method: req.method,
                url: redactUrl(req.url),
                host: req.host,
                remoteAddress: req.ip,
                remotePort: req.socket?.remotePort,
              }),
            },
          },
    // At warn and above those lines never print; not building them saves work on every request.
    logController: new LogController({ disableRequestLogging: !requestLogging }),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 64 * 1024,
    // A flight offer id (GET /flight-api/offers/:offerId) is opaque and up to 600 characters (issue #17).
    routerOptions: { maxParamLength: 600 },
    forceCloseConnections: 'idle',
    ...serverTimeouts(config),
    // genReqId reads x-request-id itself: Fastify's requestIdHeader would take any value as it is.
    requestIdHeader: false,
    genReqId,
    // Each request's logger (with its id) is made when something logs, not for every request.
    childLoggerFactory: lazyChildLogger,
  }).withTypeProvider<ZodTypeProvider>();
  limitConnections(app, config);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  observe(app, { metrics, deepTracing, requestTracer });
  // Its spans still buffered are exported as the app closes (a tracer a test passed is the test's to end).
  if (requestTracer && !options.requestTracer) app.addHook('onClose', () => requestTracer.shutdown());

  const store = options.store ?? createMemoryStore();
  const supplier =
    options.supplier ??
    gateSandbox(
      withTimeout(
        sandboxWithLatency(createSandboxSupplier({ inventory: createDbInventoryStore(db), holdMinutes: config.HOLD_MINUTES }), config),
        config.SUPPLIER_TIMEOUT_MS,
      ),
      config,
      'hotel',
    );
  const flightSupplier = options.flightSupplier ?? createFlightSupplier(config, db);
  const activitySupplier = options.activitySupplier ?? createActivitySupplier(config, db);
  const cruiseSupplier = options.cruiseSupplier ?? createCruiseSupplier(config, db);
  const carSupplier = options.carSupplier ?? createCarSupplier(config, db);
  const resortSupplier = options.resortSupplier ?? createResortSupplier(config, db);
  const signIn = createSignInClient({ config, ...(options.signInFetch ? { fetch: options.signInFetch } : {}) });
  // One question per AGENCY_CACHE_TTL for all agencies: which changed (decision 0133).
  const revisions = createAgencyRevisions(db, config.AGENCY_CACHE_TTL);
  const resolver = createTenantResolver(
    db,
    config.AGENCY_CACHE_TTL,
    options.now ?? Date.now,
    { scheme: config.PUBLIC_SCHEME, port: config.PUBLIC_PORT },
    (agency) => demoNoticeFor(config, agency),
    { mapStyleUrl: config.MAP_STYLE_URL ?? null, socialClientIds: signIn.platformClientIds },
    revisions,
    config.SUBSCRIPTION_GRACE_DAYS,
  );
  const jsonCache = createJsonCache(config.AGENCY_CACHE_TTL, Date.now, revisions);
  const sessionCache = new WeakMap<FastifyRequest, Promise<SessionWithUser | null>>();
  // Counted and timed per supplier and product when metrics are on.
  const suppliers = measuredSuppliers(metrics, config, options, { supplier, flightSupplier, activitySupplier, carSupplier, cruiseSupplier, resortSupplier });
  app.decorate('deps', {
    config,
    db,
    now: options.now ?? Date.now,
    store,
    rates: options.rates ?? createExchangeRates({ db, liveSource: 'ecb', log: app.log }),
    resolver,
    jsonCache,
    loginLimiter: createLoginLimiter(store, options.loginLimits ?? { ...DEFAULT_LOGIN_LIMITS, perIp: config.LOGIN_LIMIT_PER_IP }),
    passwords: createPasswordWorker(options.passwordLimits),
    sanitizer: createSanitizer({ timeLimitMs: config.SANITIZE_TIME_LIMIT_MS }),
    documents: createPdfPool({
      timeLimitMs: config.DOCUMENT_TIME_LIMIT_MS,
      loadAsset: (tenantId, id) => db.withTenant(tenantId, (tx) => getAsset(tx, tenantId, id), { readOnly: true }),
    }),
    holdLimits: options.holdLimits ?? { ...HOLD_LIMITS, perIp: config.HOLD_LIMIT_PER_IP },
    ...suppliers,
    bookingAdapters: (options.bookingAdapters ?? bookingAdapters)(suppliers),
    agencySuppliers: createAgencySuppliers({ db, config, metrics, log: app.log }, suppliers, options.bookingAdapters ?? bookingAdapters, (tenantId, row) =>
      supplierAccountKey(app, tenantId, row),
    ),
    metrics,
    searchCache: createSearchCache(store, config.SEARCH_CACHE_TTL),
    // One entry per agency, kind and prefix typed (≤ 10 places, ~2 kB): ~10 MB in this process at most.
    suggestCache: createAnswerCache(store, config.SEARCH_CACHE_TTL, { localEntries: SUGGEST_LOCAL_ANSWERS }),
    dealImages: createDealImages(store),
    dealLinks: createDealLinkLookup(db),
    // With Redis, its own subscriber connection hears other instances' changes (closed with the app).
    agencyChanges: createAgencyChanges(resolver, jsonCache, {
      revisions,
      redisUrl: config.REDIS_URL,
      ...(options.agencyChangesChannel ? { channel: options.agencyChangesChannel } : {}),
      warn: (message) => app.log.warn(message),
    }),
    searchLog: createSearchLog(db, (request) => app.session(request), app.log),
    signIn,
    geolocator: createGeolocator({ trustProxy: config.TRUST_PROXY, countryHeader: config.GEO_COUNTRY_HEADER }),
  });
  app.addHook('onClose', () => app.deps.searchLog.close());
  metrics?.watchExchangeRates(() => app.deps.rates.ageSeconds());
  // The stored rates are read (or an empty table seeded) while the server starts, without waiting.
  app.addHook('onReady', () => {
    void app.deps.rates.inUse();
    return Promise.resolve();
  });
  if (metrics && config.METRICS_PORT !== undefined) {
    // Its own listener, opened with the public port (app.listen: server.ts), closed with the app.
    const port = config.METRICS_PORT;
    let metricsServer: MetricsServer | undefined;
    app.addHook('onListen', async () => {
      metricsServer = await serveMetrics(metrics, { port, host: config.METRICS_HOST ?? config.HOST, token: config.METRICS_TOKEN, log: app.log });
      app.log.info({ port: metricsServer.port }, 'metrics served at /metrics on their own port');
    });
    app.addHook('onClose', async () => metricsServer?.close());
  }
  app.addHook('onClose', () => app.deps.sanitizer.close());
  app.addHook('onClose', () => app.deps.documents.close());
  logStoreHealth(app, store);
  if (config.production && config.ALLOW_SANDBOX) {
    app.log.warn('ALLOW_SANDBOX=true in production: sandbox payments and inventory take free bookings; their agencies say "Demo site: no real bookings"');
  }
  app.deps.agencyChanges.onForget((tenantId) => {
    frontDoor.forget(tenantId);
    app.deps.agencySuppliers.forget(tenantId);
  });
  app.deps.agencyChanges.onForgetPart((tenantId, part) => {
    if (part.kind === 'deal-link') app.deps.dealLinks.forget(tenantId, part.code);
  });
  app.addHook('onReady', async () => {
    if (!(await app.deps.agencyChanges.listening())) app.log.warn("Not subscribed to agency changes yet: other instances' edits show within AGENCY_CACHE_TTL.");
  });
  app.addHook('onClose', () => app.deps.agencyChanges.close());
  if (!options.supplier) preloadSuggestionIndexes();
  app.decorateRequest('auth', null);
  app.decorate('session', (request: FastifyRequest) => {
    let s = sessionCache.get(request);
    if (!s) {
      s = currentSession(db, config.SESSION_SECRET, request).then((session) => {
        // Every later log line of the request names its user (decision 0081).
        if (session) bindRequestLog(request.log, { userId: session.user.id });
        return session;
      });
      sessionCache.set(request, s);
    }
    return s;
  });

  // External plugins: security headers, cookies, compression, OpenAPI.
  await app.register(securityHeaders);
  await app.register(cookie);
  await app.register(compression);
  // After compression's: the bytes that go out are the ones kept.
  app.addHook('onSend', frontDoor.keep);
  await app.register(openapi);

  // App plugins: errors, input guard; then the routes (routes/index.ts), by scope.
  await app.register(errors);
  await app.register(inputGuard);
  const folders = routeFolders(config);
  const inScope = (scope: RouteScope) => folders.filter((folder) => folder.scope === scope);

  // The same for every host, no agency: probes, deal pictures, the web app's files (and the API document above).
  for (const folder of inScope('shared')) await registerFolder(app, folder);

  // The main and partner APIs of the Host's agency: JSON answers, the Inactive-agency rule, CSRF.
  await app.register(async (api) => {
    markJsonApi(api);
    await api.register(tenant, { resolver: app.deps.resolver });
    await api.register(agencyStatus);
    await api.register(csrf);
    for (const folder of inScope('api')) await registerFolder(api, folder);
  });
  // Email delivery, booking recovery and retention, each run once across instances (decision 0080).
  registerJobs(app);

  // The web app's pages of the Host's agency.
  await app.register(async (pages) => {
    await pages.register(tenant, { resolver: app.deps.resolver });
    await pages.register(agencyPagePolicy);
    await pages.register(csrf);
    for (const folder of inScope('pages')) await registerFolder(pages, folder);
  });
  return app;
}
