import { performance } from 'node:perf_hooks';
import { CANCELED_MESSAGE, TIMED_OUT_MESSAGE } from '@tripfront/suppliers';
import type { AppMetrics, SupplierOutcome } from './metrics.ts';
import type { PaymentGateway } from './payments/gateway.ts';

/** What a supplier call's result says of it (supplier calls answer a result and never throw: suppliers/result.ts). */
function outcomeOf(result: unknown): SupplierOutcome {
  if (typeof result !== 'object' || result === null || !('ok' in result) || result.ok !== false) return 'ok';
  const error = (result as { error?: { message?: string; code?: string } }).error;
  if (error?.message === TIMED_OUT_MESSAGE) return 'timeout';
  if (error?.message === CANCELED_MESSAGE) return 'canceled';
  // A booking refusal the supplier explains (sold out, hold expired …) is an answer, not a fault.
  return error?.code !== undefined ? 'ok' : 'error';
}

/** Every method of `target`, own or inherited (a class-based adapter keeps its methods on the prototype). */
function methodNames(target: object): string[] {
  const names = new Set<string>();
  for (let o: object | null = target; o && o !== Object.prototype; o = Object.getPrototypeOf(o) as object | null) {
    for (const name of Object.getOwnPropertyNames(o)) {
      if (name !== 'constructor' && typeof (target as Record<string, unknown>)[name] === 'function') names.add(name);
    }
  }
  return [...names];
}

/**
 * The supplier with each call counted and timed (tripfront_supplier_calls_total and its duration),
 * by supplier, product, method and outcome. Only made when metrics are on.
 */
export function measureSupplier<T extends object>(supplier: T, metrics: AppMetrics, name: string, product: string): T {
  const wrapped: Record<string, unknown> = Object.create(supplier) as Record<string, unknown>;
  for (const method of methodNames(supplier)) {
    const original = (supplier as Record<string, (...args: unknown[]) => unknown>)[method]!;
    wrapped[method] = (...args: unknown[]) => {
      const started = performance.now();
      const answer = original.apply(supplier, args);
      if (!(answer instanceof Promise)) return answer;
      return answer.then(
        (result: unknown) => {
          metrics.supplierCall(name, product, method, outcomeOf(result), (performance.now() - started) / 1000);
          return result;
        },
        (err: unknown) => {
          metrics.supplierCall(name, product, method, 'error', (performance.now() - started) / 1000);
          throw err;
        },
      );
    };
  }
  return wrapped as T;
}

/** What a gateway call answered, for tripfront_payments_total. */
const paymentOutcome = (result: { status?: string; ok?: boolean } | null | undefined): string => result?.status ?? (result?.ok === true ? 'ok' : 'failed');

function measureGateway(gateway: PaymentGateway, metrics: AppMetrics): PaymentGateway {
  const count =
    <A extends unknown[], R extends { status?: string; ok?: boolean }>(operation: string, call: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        const result = await call(...args);
        metrics.payment(gateway.name, operation, paymentOutcome(result));
        return result;
      } catch (err) {
        metrics.payment(gateway.name, operation, 'error');
        throw err;
      }
    };
  return {
    name: gateway.name,
    acceptsToken: (token) => gateway.acceptsToken(token),
    authorize: count('authorize', (input) => gateway.authorize(input)),
    completeAction: count('complete_action', (reference, input) => gateway.completeAction(reference, input)),
    capture: count('capture', (reference, key) => gateway.capture(reference, key)),
    void: count('void', (reference, key) => gateway.void(reference, key)),
    refund: count('refund', (reference, amount, key) => gateway.refund(reference, amount, key)),
  };
}

/** What measurePayments wraps (payments/index.ts's PaymentGateways, which imports this file). */
interface GatewaySource {
  forAgency(tenant: never): Promise<PaymentGateway | null>;
  byName(tenantId: string, name: string): Promise<PaymentGateway | null>;
}

/** The gateways with every call counted by gateway, operation and outcome. Only made when metrics are on. */
export function measurePayments<G extends GatewaySource>(gateways: G, metrics: AppMetrics): G {
  const measured = new WeakMap<PaymentGateway, PaymentGateway>();
  const wrap = (gateway: PaymentGateway | null) => {
    if (!gateway) return gateway;
    let m = measured.get(gateway);
    if (!m) measured.set(gateway, (m = measureGateway(gateway, metrics)));
    return m;
  };
  return {
    ...gateways,
    forAgency: async (tenant: Parameters<G['forAgency']>[0]) => wrap(await gateways.forAgency(tenant)),
    byName: async (tenantId: string, name: string) => wrap(await gateways.byName(tenantId, name)),
  };
}
