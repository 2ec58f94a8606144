import type { Agency } from '../agency.ts';
import { PRODUCT_SERVICE, type Product } from '../booking/products.ts';
import { isServiceActive } from '../navigation/services.ts';

/**
 * Whether an agency's pages must say "Demo site: no real bookings" (decision 0078): the server lets
 * the sandbox serve in production (ALLOW_SANDBOX=true) and the agency takes the sandbox's free
 * card payments or sells one of its active services from sandbox inventory. The server computes
 * it (the agency answer's `demoNotice`); pages only show it.
 */
export function showsDemoNotice(
  agency: Pick<Agency, 'currentGateway' | 'bookingMenuItemOptions'>,
  sandbox: { servesInProduction: boolean; products: ReadonlySet<Product> },
): boolean {
  if (!sandbox.servesInProduction) return false;
  if (agency.currentGateway.trim().toLowerCase() === 'sandbox') return true;
  return [...sandbox.products].some((product) => isServiceActive(agency.bookingMenuItemOptions, PRODUCT_SERVICE[product]));
}
