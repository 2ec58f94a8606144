import { z } from 'zod';
import type { Product } from './booking/products.ts';

// An agency's accounts with real suppliers (issue #41, decision 0105): the one home of which
// supplier sells which product, how many accounts a product may use at once, and the shapes of the
// settings API (/api/agency/settings/suppliers). The sandbox is not an account: a product no account
// is switched on for sells the sandbox's demo inventory (refused in production unless ALLOW_SANDBOX).

export const SUPPLIERS = ['duffel', 'liteapi'] as const;
export type SupplierKind = (typeof SUPPLIERS)[number];

/** What each supplier sells: Duffel flights, stays and cars; LiteAPI hotels. */
export const SUPPLIER_PRODUCTS: Readonly<Record<SupplierKind, readonly Product[]>> = {
  duffel: ['flight', 'hotel', 'car'],
  liteapi: ['hotel'],
};

/** Products whose search asks several accounts at once and merges what they find (a property offered by both shows once). */
export const MERGED_PRODUCTS: readonly Product[] = ['hotel'];

export const SUPPLIER_NAMES: Readonly<Record<SupplierKind, string>> = { duffel: 'Duffel', liteapi: 'LiteAPI' };

/** Whose credentials: the agency's own (encrypted, never returned) or the platform's (where the operator allows it). */
export const CREDENTIAL_SOURCES = ['agency', 'platform'] as const;
export type CredentialSource = (typeof CREDENTIAL_SOURCES)[number];

const label = z.string().trim().min(1, 'Please name the account').max(80, 'The name must be at most 80 characters');
/** An access token or API key as the supplier issues it: printable, no spaces. */
const secret = z
  .string()
  .trim()
  .min(8, 'Please paste the whole key')
  .max(512, 'This is longer than any key the supplier issues')
  .regex(/^[\x21-\x7e]+$/, 'Please paste the key without spaces or line breaks');
const products = z.array(z.enum(['hotel', 'flight', 'car', 'activity', 'cruise', 'resort'])).max(6);

export const supplierAccountBodySchema = z
  .object({
    supplier: z.enum(SUPPLIERS),
    label,
    credentials: z.enum(CREDENTIAL_SOURCES),
    /** The agency's key; required with credentials 'agency', refused with 'platform'. */
    secret: secret.optional(),
    products: products.default([]),
  })
  .superRefine((body, ctx) => {
    if (body.credentials === 'agency' && !body.secret)
      ctx.addIssue({ code: 'custom', path: ['secret'], message: 'Please paste the key the supplier gave you' });
    if (body.credentials === 'platform' && body.secret) ctx.addIssue({ code: 'custom', path: ['secret'], message: "The platform's account needs no key" });
    for (const issue of productIssues(body.supplier, body.products)) ctx.addIssue({ code: 'custom', path: ['products'], message: issue });
  });
export type SupplierAccountBody = z.input<typeof supplierAccountBodySchema>;
export type SupplierAccountInput = z.output<typeof supplierAccountBodySchema>;

export const supplierAccountPatchSchema = z.object({
  label: label.optional(),
  /** A new key for the agency's own account (the old one is replaced, never shown). */
  secret: secret.optional(),
  products: products.optional(),
  /** Archive (true) or bring back (false); an archived account sells nothing but still cancels its bookings. */
  archived: z.boolean().optional(),
});
export type SupplierAccountPatch = z.infer<typeof supplierAccountPatchSchema>;

export const supplierAccountSchema = z.object({
  id: z.string(),
  supplier: z.enum(SUPPLIERS),
  label: z.string(),
  credentials: z.enum(CREDENTIAL_SOURCES),
  /** The agency's key masked ('duffel_test_…a1b2'); '' for the platform's. */
  hint: z.string(),
  products: z.array(z.string()),
  check: z.object({ at: z.string(), ok: z.boolean(), message: z.string() }).nullable(),
  archived: z.boolean(),
  createdAt: z.string(),
});
export type SupplierAccount = z.infer<typeof supplierAccountSchema>;

export const supplierAccountsAnswerSchema = z.object({
  data: z.object({
    accounts: z.array(supplierAccountSchema),
    /** Whether the operator lets this agency use the platform's own supplier accounts. */
    platformAvailable: z.object({ duffel: z.boolean(), liteapi: z.boolean() }),
  }),
});

/** Products a supplier does not sell, named for the settings form. */
export function productIssues(supplier: SupplierKind, wanted: readonly string[]): string[] {
  const offered = SUPPLIER_PRODUCTS[supplier];
  return wanted.filter((p) => !offered.includes(p as Product)).map((p) => `${SUPPLIER_NAMES[supplier]} does not sell ${p} here`);
}

/**
 * The products switched on for more than one live account where only one may be (every product but
 * hotels, whose search merges). The settings API refuses a change that would leave any.
 */
export function clashingProducts(accounts: ReadonlyArray<{ products: readonly string[]; archived: boolean }>): Product[] {
  const counts = new Map<string, number>();
  for (const a of accounts) if (!a.archived) for (const p of new Set(a.products)) counts.set(p, (counts.get(p) ?? 0) + 1);
  return [...counts].filter(([p, n]) => n > 1 && !MERGED_PRODUCTS.includes(p as Product)).map(([p]) => p as Product);
}

/** The live accounts a product is sold through, in the order they were added; empty: the sandbox. */
export function accountsFor<A extends { products: readonly string[]; archived: boolean }>(accounts: readonly A[], product: Product): A[] {
  return accounts.filter((a) => !a.archived && a.products.includes(product));
}

/** What the settings page shows of a key: its start and its last four characters. */
export function secretHint(key: string): string {
  const start = /^[a-z]+_(test|live)_/i.exec(key)?.[0] ?? '';
  return `${start}…${key.slice(-4)}`;
}

/**
 * How an id made by a real account's supplier leaves the server (decision 0105): `acc~<account
 * id>~<the supplier's id>`, so a details page, a hold, a booking and a cancel go back to the account
 * that listed the offer. Ids without it are the sandbox's.
 */
const ACCOUNT_ID = /^acc~([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})~([\s\S]+)$/;

/** The characters an account's prefix adds to a supplier's id. */
export const ACCOUNT_PREFIX_LENGTH = 'acc~'.length + 36 + 1;

export function withAccount(accountId: string, id: string): string {
  return `acc~${accountId}~${id}`;
}

/** The account an id was made through and the supplier's own id; null for the sandbox's ids. */
export function accountOfId(id: string): { accountId: string; id: string } | null {
  const m = ACCOUNT_ID.exec(id);
  return m ? { accountId: m[1]!, id: m[2]! } : null;
}

/** The longest offer (rate) id a supplier may make (LiteAPI's and Duffel's are kept within 600), with its account. */
export const MAX_OFFER_ID_LENGTH = 600 + ACCOUNT_PREFIX_LENGTH;
/** The longest hold id (the adapters keep theirs within 200), with its account. */
export const MAX_HOLD_ID_LENGTH = 200 + ACCOUNT_PREFIX_LENGTH;
/** The longest property id (Duffel Stays' names its accommodation and search result), with its account. */
export const MAX_PROPERTY_ID_LENGTH = 120 + ACCOUNT_PREFIX_LENGTH;
