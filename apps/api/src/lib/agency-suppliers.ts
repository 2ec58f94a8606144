import type { FastifyBaseLogger } from 'fastify';
import { SUPPLIER_NAMES, SUPPLIER_PRODUCTS, type SupplierKind } from '@tripfront/domain/supplier-accounts';
import type { Product } from '@tripfront/domain/booking/products';
import { toE164 } from '@tripfront/domain/phone';
import { getAgency, listSupplierAccounts, type Database, type SupplierAccountRow } from '@tripfront/db';
import {
  createCarRouter,
  createDuffelCarSupplier,
  createDuffelFlightSupplier,
  createDuffelStaysHotelSupplier,
  createFlightRouter,
  createHotelRouter,
  createLiteApiHotelSupplier,
  type CarSupplier,
  type FlightSupplier,
  type HotelSupplier,
  type InventorySupplier,
  type RoutedAccount,
} from '@tripfront/suppliers';
import type { BookingAdapters } from '../booking/product.ts';
import type { ProductSuppliers } from '../booking/products/index.ts';
import type { Config } from '../config.ts';
import type { AppMetrics } from './metrics.ts';
import { measureSupplier } from './measured.ts';
import { supplierApiUrl } from './supplier-accounts.ts';

// The suppliers each agency sells through (issue #41, decision 0105): its own supplier accounts
// where it has them, the server's (the sandbox, or the platform's Duffel flights) where it has none.
// Every step of the pipeline asks here by the agency; a stored booking's later steps (cancel,
// recovery) reach the account it was made with through the account carried in its ids, whatever
// the settings say now.

type Deps = {
  db: Database;
  config: Config;
  metrics: AppMetrics | null;
  log: FastifyBaseLogger;
};

export interface AgencySuppliers {
  /**
   * The agency's suppliers: its live accounts for new searches and holds; every account it ever
   * had for the ids they made. `lookupAccount` is where recovery asks after a booking by our
   * client reference (the account it was made with; null: the sandbox).
   */
  of(tenantId: string, lookupAccount?: string | null): Promise<ProductSuppliers>;
  /** The booking adapters over `of`'s suppliers. */
  adapters(tenantId: string, lookupAccount?: string | null): Promise<BookingAdapters>;
  /** The supplier's name an account sells a product through ('duffel-stays', 'liteapi', 'duffel'), for the booking's record; null when not the agency's. */
  supplierName(tenantId: string, product: Product, accountId: string): Promise<string | null>;
  /**
   * What the agency's searches of a product are asked of now ('' for the server's suppliers; the
   * live accounts otherwise), for the search cache's key: a switch of accounts is a new search.
   */
  searchKey(tenantId: string, product: Product): Promise<string>;
  /** Agents see where an offer comes from: each account's name as the Suppliers settings show it ('Duffel: Main account'). */
  sources(tenantId: string): Promise<ReadonlyMap<string, string>>;
  /** The agency's accounts changed: the next call reads them again. */
  forget(tenantId: string): void;
}

/** How long an agency's accounts are kept in memory between reads (a change here drops them at once; elsewhere, within this). */
const ACCOUNTS_TTL_MS = 30_000;

/** The metrics' name of each real supplier by product. */
const SUPPLIER_LABEL: Readonly<Record<SupplierKind, Partial<Record<Product, string>>>> = {
  duffel: { hotel: 'duffel-stays', car: 'duffel-cars', flight: 'duffel' },
  liteapi: { hotel: 'liteapi' },
};

interface Built {
  hotels: RoutedAccount<HotelSupplier>[];
  cars: RoutedAccount<CarSupplier>[];
  flights: RoutedAccount<FlightSupplier>[];
  rows: SupplierAccountRow[];
}

export function createAgencySuppliers(
  deps: Deps,
  base: ProductSuppliers,
  makeAdapters: (suppliers: ProductSuppliers) => BookingAdapters,
  keyOf: (tenantId: string, row: SupplierAccountRow) => Promise<string | null>,
): AgencySuppliers {
  const { config, metrics } = deps;
  const baseAdapters = makeAdapters(base);
  const cache = new Map<string, { at: number; built: Promise<Built | null> }>();

  const measured = <T extends object>(supplier: T, name: string, product: Product): T =>
    metrics ? measureSupplier(supplier, metrics, name, product) : supplier;

  const timeouts = { timeoutMs: config.SUPPLIER_TIMEOUT_MS };

  /**
   * The account's supplier of a product, with its key; null when the key cannot be had (its ids
   * answer unavailable). `contactPhone` (E.164): the agency's, which Duffel Stays is given for a
   * guest who left no phone.
   */
  function supplierOf(row: SupplierAccountRow, key: string | null, product: 'hotel', contactPhone: string | null): HotelSupplier | null;
  function supplierOf(row: SupplierAccountRow, key: string | null, product: 'car'): CarSupplier | null;
  function supplierOf(row: SupplierAccountRow, key: string | null, product: 'flight'): FlightSupplier | null;
  function supplierOf(row: SupplierAccountRow, key: string | null, product: 'hotel' | 'car' | 'flight', contactPhone: string | null = null): object | null {
    if (!key) return null;
    const apiUrl = supplierApiUrl(config, row.supplier);
    const name = SUPPLIER_LABEL[row.supplier][product]!;
    if (row.supplier === 'liteapi')
      return measured(createLiteApiHotelSupplier({ apiKey: key, apiUrl, bookUrl: config.LITEAPI_BOOK_URL, ...timeouts }), name, product);
    if (product === 'hotel')
      return measured(createDuffelStaysHotelSupplier({ accessToken: key, apiUrl, ...timeouts, ...(contactPhone ? { contactPhone } : {}) }), name, product);
    if (product === 'car') return measured(createDuffelCarSupplier({ accessToken: key, apiUrl, ...timeouts }), name, product);
    return measured(createDuffelFlightSupplier({ accessToken: key, apiUrl, ...timeouts }), name, product);
  }

  async function build(tenantId: string): Promise<Built | null> {
    const { rows, contactPhone } = await deps.db.withTenant(
      tenantId,
      async (tx) => {
        const rows = await listSupplierAccounts(tx, tenantId);
        // Only Duffel Stays asks for the agency's phone; a number no supplier would take is none.
        const agency = rows.some((r) => r.supplier === 'duffel') ? await getAgency(tx, tenantId) : null;
        return { rows, contactPhone: toE164(agency?.agency.contactPhoneNumber) };
      },
      { readOnly: true },
    );
    // No account ever: the server's suppliers, as before accounts existed.
    if (rows.length === 0) return null;
    const keys = await Promise.all(rows.map((row) => keyOf(tenantId, row)));
    const routed = <S>(product: 'hotel' | 'car' | 'flight', make: (row: SupplierAccountRow, key: string | null) => S | null): RoutedAccount<S>[] =>
      rows.flatMap((row, i) =>
        SUPPLIER_PRODUCTS[row.supplier].includes(product)
          ? [{ id: row.id, supplier: make(row, keys[i]!), live: row.archivedAt === null && row.products.includes(product) }]
          : [],
      );
    return {
      rows,
      hotels: routed('hotel', (row, key) => supplierOf(row, key, 'hotel', contactPhone)),
      cars: routed('car', (row, key) => supplierOf(row, key, 'car')),
      flights: routed('flight', (row, key) => supplierOf(row, key, 'flight')),
    };
  }

  function accountsOf(tenantId: string): Promise<Built | null> {
    const now = Date.now();
    const hit = cache.get(tenantId);
    if (hit && now - hit.at < ACCOUNTS_TTL_MS) return hit.built;
    const built = build(tenantId);
    cache.set(tenantId, { at: now, built });
    // A failed read is not kept: the next call tries again.
    built.catch(() => cache.delete(tenantId));
    return built;
  }

  async function of(tenantId: string, lookupAccount: string | null = null): Promise<ProductSuppliers> {
    const built = await accountsOf(tenantId);
    if (!built) return base;
    return {
      ...base,
      // The hotel methods routed over the accounts; deals and suggestions stay the sandbox's catalogue.
      supplier: Object.assign(
        Object.create(base.supplier) as InventorySupplier,
        createHotelRouter({ accounts: built.hotels, sandbox: base.supplier, lookupAccount }),
      ),
      carSupplier: createCarRouter({ accounts: built.cars, sandbox: base.carSupplier, lookupAccount }),
      flightSupplier: createFlightRouter({ accounts: built.flights, sandbox: base.flightSupplier, lookupAccount }),
    };
  }

  return {
    of,
    async adapters(tenantId, lookupAccount = null) {
      const built = await accountsOf(tenantId);
      return built ? makeAdapters(await of(tenantId, lookupAccount)) : baseAdapters;
    },
    async supplierName(tenantId, product, accountId) {
      const row = (await accountsOf(tenantId))?.rows.find((r) => r.id === accountId);
      return row ? (SUPPLIER_LABEL[row.supplier][product] ?? null) : null;
    },
    async searchKey(tenantId, product) {
      const rows = (await accountsOf(tenantId))?.rows ?? [];
      return rows
        .filter((r) => r.archivedAt === null && r.products.includes(product))
        .map((r) => r.id)
        .join(',');
    },
    async sources(tenantId) {
      const rows = (await accountsOf(tenantId))?.rows ?? [];
      return new Map(rows.map((r) => [r.id, `${SUPPLIER_NAMES[r.supplier]}: ${r.label}`]));
    },
    forget: (tenantId) => void cache.delete(tenantId),
  };
}
