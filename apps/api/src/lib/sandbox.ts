import type { Agency } from '@tripfront/domain';
import { PRODUCTS, type Product } from '@tripfront/domain/booking/products';
import { showsDemoNotice } from '@tripfront/domain/payments/demo-notice';
import type { Config } from '../config.ts';
import { HttpError } from './http-errors.ts';

// What the sandbox may do in production (decision 0078). Whether it serves at all is one config
// field, `config.sandboxAllowed` (config.ts `sandboxServes`); this file says which products it
// sells and turns "not allowed" into one answer.

export const SANDBOX_DISABLED = 'SANDBOX_DISABLED';
export const SANDBOX_DISABLED_MESSAGE = 'These products are not available on this site: no booking can be made. Please contact the agency.';

/** The products this server sells from sandbox inventory: all of them, except flights once Duffel serves them. */
export function sandboxProducts(config: Pick<Config, 'DUFFEL_ACCESS_TOKEN'>): ReadonlySet<Product> {
  return new Set(PRODUCTS.filter((product) => product !== 'flight' || !config.DUFFEL_ACCESS_TOKEN));
}

/** 503 SANDBOX_DISABLED when the product is sandbox inventory and the sandbox may not serve here; null otherwise. */
export function sandboxRefusal(config: Pick<Config, 'sandboxAllowed' | 'DUFFEL_ACCESS_TOKEN'>, product: Product): HttpError | null {
  if (config.sandboxAllowed || !sandboxProducts(config).has(product)) return null;
  return new HttpError(503, SANDBOX_DISABLED_MESSAGE, { code: SANDBOX_DISABLED });
}

/**
 * A sandbox supplier as this server may use it: as is where the sandbox serves; otherwise every
 * call (search, suggestions, details, hold, book) rejects with 503 SANDBOX_DISABLED, which the
 * route's error handler answers. Applied where each product's supplier is chosen (app.ts,
 * lib/*-supplier.ts), so no route can reach sandbox inventory past it.
 */
export function gateSandbox<T extends object>(supplier: T, config: Pick<Config, 'sandboxAllowed' | 'DUFFEL_ACCESS_TOKEN'>, product: Product): T {
  const refusal = sandboxRefusal(config, product);
  if (!refusal) return supplier;
  return new Proxy(supplier, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      return typeof value === 'function' ? () => Promise.reject(sandboxRefusal(config, product)!) : value;
    },
  });
}

/** The agency answer's `demoNotice`: the sandbox serves in production and this agency uses it. */
export function demoNoticeFor(config: Pick<Config, 'production' | 'sandboxAllowed' | 'DUFFEL_ACCESS_TOKEN'>, agency: Agency): boolean {
  return showsDemoNotice(agency, { servesInProduction: config.production && config.sandboxAllowed, products: sandboxProducts(config) });
}
