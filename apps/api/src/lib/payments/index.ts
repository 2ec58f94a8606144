import { createHash } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Agency } from '@tripfront/domain';
import type { CurrentPayment } from '@tripfront/domain/booking/bookings';
import type { Config } from '../../config.ts';
import { agencyStripeSecret } from '../agency-secrets.ts';
import type { PaymentGateway } from './gateway.ts';
import { createSandboxGateway } from './sandbox-gateway.ts';
import { measurePayments } from '../measured.ts';
import { createStripeClient, createStripeGateway, type StripeConnection } from './stripe-gateway.ts';

export type { PaymentGateway, PaymentOutcome, PaymentAmount } from './gateway.ts';
export { DECLINED_MESSAGE, PAYMENT_ERROR_MESSAGE } from './gateway.ts';

/** What the gateways read of an agency: its choice and its publishable key (saved with its payment settings). */
export type PaymentAgency = Pick<Agency, 'currentGateway'> & { payment?: { stripePublishableKey?: string } | undefined };
export interface PaymentTenant {
  id: string;
  agency: PaymentAgency;
}

export interface PaymentGateways {
  /** The agency's gateway, or null when it is not available (no keys, sandbox in production, an unknown name). */
  forAgency(tenant: PaymentTenant): Promise<PaymentGateway | null>;
  /**
   * By the name stored with a booking (capture, void, refunds and recovery use the gateway that took
   * the money), on the agency's Stripe account even if the agency has since moved to another gateway.
   */
  byName(tenantId: string, name: string): Promise<PaymentGateway | null>;
  /** What GET /api/getCurrentPaymentGateway answers: the gateway's name and the publishable key, never a secret. */
  describe(tenant: PaymentTenant): Promise<CurrentPayment['CurrentPayment']>;
}

export interface PaymentGatewayDeps {
  /** The agency's own Stripe secret key, decrypted, or null when it has none. */
  stripeSecretOf(tenantId: string): Promise<string | null>;
  stripe?: StripeConnection;
  log?: Pick<FastifyBaseLogger, 'error'>;
}

/** Where the agency's publishable key lives in its config (the payment settings save it there). */
export const agencyStripePublishableKey = (agency: PaymentAgency): string => agency.payment?.stripePublishableKey?.trim() ?? '';

/** Stripe clients kept at once (one per secret key, the least recently used dropped first). */
export const STRIPE_CLIENTS_KEPT = 100;

interface StripeKeys {
  secretKey: string;
  publishableKey: string;
}

/**
 * Per agency (decision 0032): 'stripe' charges the agency's own Stripe account, with its secret key
 * (stored encrypted) and its publishable key. An agency on 'stripe' with no keys of its own uses the
 * platform's pair (STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY) when the server has one; the two
 * keys always come from the same place, never one of each. 'sandbox' works everywhere except
 * in production without ALLOW_SANDBOX=true, where it would hand out free bookings (decision 0078).
 * Any other name is not available.
 */
export function createPaymentGateways(config: Config, deps: PaymentGatewayDeps): PaymentGateways {
  const sandbox = config.sandboxAllowed ? createSandboxGateway() : null;
  const platform: StripeKeys | null =
    config.STRIPE_SECRET_KEY && config.STRIPE_PUBLISHABLE_KEY ? { secretKey: config.STRIPE_SECRET_KEY, publishableKey: config.STRIPE_PUBLISHABLE_KEY } : null;
  const connection: StripeConnection = { apiBase: config.STRIPE_API_BASE, ...deps.stripe };

  // Keyed by a hash: the map's keys are not the secrets themselves.
  const clients = new Map<string, PaymentGateway>();
  const stripeGateway = (secretKey: string): PaymentGateway => {
    const id = createHash('sha256').update(secretKey).digest('base64url');
    let gateway = clients.get(id);
    if (gateway) clients.delete(id);
    else gateway = createStripeGateway(createStripeClient(secretKey, connection));
    clients.set(id, gateway);
    if (clients.size > STRIPE_CLIENTS_KEPT) clients.delete(clients.keys().next().value as string);
    return gateway;
  };

  /** The agency's own secret; a key that cannot be read counts as unavailable (never as "use the platform's"). */
  const ownSecret = async (tenantId: string): Promise<string | null | undefined> => {
    try {
      return await deps.stripeSecretOf(tenantId);
    } catch (err) {
      deps.log?.error({ tenantId, err: err instanceof Error ? err.name : 'unknown' }, "the agency's Stripe key could not be read");
      return undefined;
    }
  };
  const stripeKeys = async (tenant: PaymentTenant): Promise<StripeKeys | null> => {
    const own = await ownSecret(tenant.id);
    if (own === undefined) return null;
    if (own === null) return platform;
    const publishableKey = agencyStripePublishableKey(tenant.agency);
    return publishableKey ? { secretKey: own, publishableKey } : null;
  };
  const nameOf = (name: string) => name.trim().toLowerCase();

  return {
    async forAgency(tenant) {
      const name = nameOf(tenant.agency.currentGateway);
      if (name === 'sandbox') return sandbox;
      if (name !== 'stripe') return null;
      const keys = await stripeKeys(tenant);
      return keys ? stripeGateway(keys.secretKey) : null;
    },
    async byName(tenantId, stored) {
      const name = nameOf(stored);
      if (name === 'sandbox') return sandbox;
      if (name !== 'stripe') return null;
      const own = await ownSecret(tenantId);
      if (own === undefined) return null;
      const secretKey = own ?? platform?.secretKey;
      return secretKey ? stripeGateway(secretKey) : null;
    },
    async describe(tenant) {
      const gateway = nameOf(tenant.agency.currentGateway);
      if (gateway !== 'stripe') return { gateway, available: gateway === 'sandbox' && sandbox !== null };
      const keys = await stripeKeys(tenant);
      return keys ? { gateway, available: true, publishableKey: keys.publishableKey } : { gateway, available: false };
    },
  };
}

const perApp = new WeakMap<object, PaymentGateways>();
/** One set of gateways (and of Stripe clients) per app; the agency's secret read through agency-secrets.ts. */
export function paymentGatewaysFor(app: FastifyInstance): PaymentGateways {
  // deps is one object shared by the root instance and every plugin scope.
  let g = perApp.get(app.deps);
  if (!g) {
    g = createPaymentGateways(app.deps.config, { stripeSecretOf: (tenantId) => agencyStripeSecret(app, tenantId), log: app.log });
    // Every gateway call counted by outcome when metrics are on (decision 0081).
    if (app.deps.metrics) g = measurePayments(g, app.deps.metrics);
    perApp.set(app.deps, g);
  }
  return g;
}
