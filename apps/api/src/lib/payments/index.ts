import type { Agency } from '@tripfront/domain';
import type { CurrentPayment } from '@tripfront/domain/booking/bookings';
import type { Config } from '../../config.ts';
import type { PaymentGateway } from './gateway.ts';
import { createSandboxGateway } from './sandbox-gateway.ts';
import { createStripeGateway } from './stripe-gateway.ts';

export type { PaymentGateway, PaymentOutcome, PaymentAmount } from './gateway.ts';
export { DECLINED_MESSAGE, PAYMENT_ERROR_MESSAGE } from './gateway.ts';

export interface PaymentGateways {
  /** The agency's gateway, or null when it is not available on this server. */
  forAgency(agency: Pick<Agency, 'currentGateway'>): PaymentGateway | null;
  /** By the name stored with a booking (refunds and recovery use the gateway that took the money). */
  byName(name: string): PaymentGateway | null;
  /** What GET /api/getCurrentPaymentGateway answers: never a secret. */
  describe(agency: Pick<Agency, 'currentGateway'>): CurrentPayment['CurrentPayment'];
}

/**
 * 'stripe' needs STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY; 'sandbox' works everywhere except
 * APP_ENV=prod, where it would hand out free bookings. Any other name is not available.
 */
export function createPaymentGateways(config: Config, overrides: { stripeFetch?: typeof fetch } = {}): PaymentGateways {
  const sandbox = config.APP_ENV === 'prod' ? null : createSandboxGateway();
  const stripe =
    config.STRIPE_SECRET_KEY && config.STRIPE_PUBLISHABLE_KEY
      ? createStripeGateway({
          secretKey: config.STRIPE_SECRET_KEY,
          apiBase: config.STRIPE_API_BASE,
          ...(overrides.stripeFetch ? { fetch: overrides.stripeFetch } : {}),
        })
      : null;
  const byName = (name: string): PaymentGateway | null => {
    const n = name.trim().toLowerCase();
    return n === 'sandbox' ? sandbox : n === 'stripe' ? stripe : null;
  };
  return {
    forAgency: (agency) => byName(agency.currentGateway),
    byName,
    describe(agency) {
      const gateway = agency.currentGateway.trim().toLowerCase();
      const available = byName(gateway) !== null;
      return {
        gateway,
        available,
        ...(gateway === 'stripe' && available && config.STRIPE_PUBLISHABLE_KEY ? { publishableKey: config.STRIPE_PUBLISHABLE_KEY } : {}),
      };
    },
  };
}

const perConfig = new WeakMap<Config, PaymentGateways>();
/** One set of gateways per app configuration. */
export function paymentGatewaysFor(config: Config): PaymentGateways {
  let g = perConfig.get(config);
  if (!g) {
    g = createPaymentGateways(config);
    perConfig.set(config, g);
  }
  return g;
}
