import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  clashingProducts,
  productIssues,
  secretHint,
  SUPPLIER_NAMES,
  SUPPLIERS,
  type SupplierAccount,
  type SupplierAccountInput,
  type SupplierAccountPatch,
  type SupplierKind,
} from '@tripfront/domain/supplier-accounts';
import {
  createSupplierAccount,
  getSupplierAccount,
  listSupplierAccounts,
  putAgencySecret,
  supplierSecretName,
  updateSupplierAccount,
  type SessionWithUser,
  type SupplierAccountRow,
  type TenantTx,
} from '@tripfront/db';
import { checkSupplierAccount } from '@tripfront/suppliers';
import type { Config } from '../config.ts';
import { recordAudit } from './audit.ts';
import { HttpError, notFound } from './http-errors.ts';
import { agencySecret, UnreadableSecretError } from './agency-secrets.ts';
import { encryptSecret } from './secrets.ts';

// The agency's supplier accounts (issue #41, decision 0105): listed with their keys masked, added
// with the agency's key (encrypted at rest, like the Stripe key) or the platform's where the
// operator allows it, switched on and off per product, archived (never deleted: bookings cancel
// through the account that made them), and tested with one harmless call.

type App = Pick<FastifyInstance, 'deps' | 'log'>;

export const NOT_A_SUPPLIER_ACCOUNT = 'No supplier account of this agency has that id.';
export const PLATFORM_UNAVAILABLE = "The platform's account with this supplier is not available to agencies here: please add your own key.";
export const KEY_UNREADABLE = "This account's key can no longer be read (the server's encryption key changed): please paste it again.";

/** The platform's key for a supplier, when the operator lets agencies use it. */
export function platformSecret(
  config: Pick<Config, 'PLATFORM_SUPPLIER_ACCOUNTS' | 'DUFFEL_ACCESS_TOKEN' | 'LITEAPI_API_KEY'>,
  supplier: SupplierKind,
): string | null {
  if (!config.PLATFORM_SUPPLIER_ACCOUNTS) return null;
  return (supplier === 'duffel' ? config.DUFFEL_ACCESS_TOKEN : config.LITEAPI_API_KEY) ?? null;
}

/** Where each supplier's API is (settings, so tests use recorded servers). */
export function supplierApiUrl(config: Pick<Config, 'DUFFEL_API_URL' | 'LITEAPI_API_URL'>, supplier: SupplierKind): string {
  return supplier === 'duffel' ? config.DUFFEL_API_URL : config.LITEAPI_API_URL;
}

export function toSupplierAccount(row: SupplierAccountRow): SupplierAccount {
  return {
    id: row.id,
    supplier: row.supplier,
    label: row.label,
    credentials: row.credentials,
    hint: row.hint,
    products: row.products,
    check: row.checkedAt ? { at: row.checkedAt.toISOString(), ok: row.checkOk ?? false, message: row.checkMessage } : null,
    archived: row.archivedAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function supplierAccountsAnswer(app: App, tenantId: string) {
  const rows = await app.deps.db.withTenant(tenantId, (tx) => listSupplierAccounts(tx, tenantId), { readOnly: true });
  const platformAvailable = Object.fromEntries(SUPPLIERS.map((s) => [s, platformSecret(app.deps.config, s) !== null])) as Record<SupplierKind, boolean>;
  return { accounts: rows.map(toSupplierAccount), platformAvailable };
}

/** 409 naming the products two live accounts would sell at once (only hotels merge several). */
function refuseClashes(rows: ReadonlyArray<Pick<SupplierAccountRow, 'id' | 'products' | 'archivedAt'>>): void {
  const clashes = clashingProducts(rows.map((r) => ({ products: r.products, archived: r.archivedAt !== null })));
  if (clashes.length > 0) {
    throw new HttpError(409, `products: ${clashes.join(', ')} can be sold through one account at a time: switch it off on the other account first.`, {
      field: 'products',
      code: 'PRODUCT_TAKEN',
    });
  }
}

const auditChange = (field: string, from: unknown, to: unknown) => ({ field, from, to });

export async function addSupplierAccount(app: App, request: FastifyRequest, session: SessionWithUser, body: SupplierAccountInput) {
  const { config, db } = app.deps;
  const tenantId = request.tenant.id;
  if (body.credentials === 'platform' && !platformSecret(config, body.supplier)) throw new HttpError(409, PLATFORM_UNAVAILABLE, { field: 'credentials' });
  const added = await db.withTenant(tenantId, async (tx) => {
    const existing = await listSupplierAccounts(tx, tenantId);
    refuseClashes([...existing, { id: 'new', products: body.products, archivedAt: null }]);
    const row = await createSupplierAccount(tx, {
      tenantId,
      supplier: body.supplier,
      label: body.label,
      credentials: body.credentials,
      hint: body.secret ? secretHint(body.secret) : '',
      products: body.products,
    });
    if (body.secret) await storeKey(tx, config, tenantId, row.id, body.secret);
    await recordAudit(tx, tenantId, request, session.user, {
      action: 'settings.suppliers',
      section: 'product',
      target: `${SUPPLIER_NAMES[row.supplier]}: ${row.label}`,
      changes: [
        auditChange('added', null, row.credentials === 'agency' ? `own key ${row.hint}` : "the platform's account"),
        auditChange('products', null, row.products),
      ],
    });
    return toSupplierAccount(row);
  });
  // Every instance sells through the accounts as they are now (lib/agency-suppliers.ts).
  await app.deps.agencyChanges.changed(tenantId);
  return added;
}

async function storeKey(tx: TenantTx, config: Pick<Config, 'SETTINGS_ENCRYPTION_KEY'>, tenantId: string, accountId: string, secret: string): Promise<void> {
  const name = supplierSecretName(accountId);
  await putAgencySecret(tx, tenantId, name, { ciphertext: encryptSecret(config.SETTINGS_ENCRYPTION_KEY, tenantId, name, secret), hint: secretHint(secret) });
}

export async function changeSupplierAccount(app: App, request: FastifyRequest, session: SessionWithUser, id: string, patch: SupplierAccountPatch) {
  const { config, db } = app.deps;
  const tenantId = request.tenant.id;
  const changed = await db.withTenant(tenantId, async (tx) => {
    const rows = await listSupplierAccounts(tx, tenantId);
    const before = rows.find((r) => r.id === id);
    if (!before) throw notFound(NOT_A_SUPPLIER_ACCOUNT);
    if (patch.secret && before.credentials === 'platform') throw new HttpError(400, "secret: The platform's account needs no key.", 'secret');
    if (patch.products) {
      const issues = productIssues(before.supplier, patch.products);
      if (issues.length > 0) throw new HttpError(400, `products: ${issues[0]}`, 'products');
    }
    const archivedAt = patch.archived === undefined ? before.archivedAt : patch.archived ? (before.archivedAt ?? new Date()) : null;
    const products = patch.products ?? before.products;
    refuseClashes(rows.map((r) => (r.id === id ? { ...r, products, archivedAt } : r)));
    if (patch.secret) await storeKey(tx, config, tenantId, id, patch.secret);
    const after = await updateSupplierAccount(tx, tenantId, id, {
      ...(patch.label ? { label: patch.label } : {}),
      products,
      archivedAt,
      // A new key has not been tried yet.
      ...(patch.secret ? { hint: secretHint(patch.secret), checkedAt: null, checkOk: null, checkMessage: '' } : {}),
    });
    const changes = [
      ...(patch.label && patch.label !== before.label ? [auditChange('label', before.label, patch.label)] : []),
      ...(patch.products ? [auditChange('products', before.products, products)] : []),
      ...(patch.secret ? [auditChange('key', before.hint, secretHint(patch.secret))] : []),
      ...((before.archivedAt === null) !== (archivedAt === null) ? [auditChange('archived', before.archivedAt !== null, archivedAt !== null)] : []),
    ];
    if (changes.length > 0) {
      await recordAudit(tx, tenantId, request, session.user, {
        action: 'settings.suppliers',
        section: 'product',
        target: `${SUPPLIER_NAMES[before.supplier]}: ${before.label}`,
        changes,
      });
    }
    return toSupplierAccount(after!);
  });
  await app.deps.agencyChanges.changed(tenantId);
  return changed;
}

/**
 * The key an account calls its supplier with: the agency's own (decrypted; never logged or
 * answered) or the platform's while the operator allows it. Null when there is none to use.
 */
export async function supplierAccountKey(app: App, tenantId: string, row: SupplierAccountRow): Promise<string | null> {
  if (row.credentials === 'platform') return platformSecret(app.deps.config, row.supplier);
  try {
    return await agencySecret(app, tenantId, supplierSecretName(row.id), 'supplier account key');
  } catch (error) {
    // Logged by agencySecret; the test connection says to paste the key again.
    if (error instanceof UnreadableSecretError) return null;
    throw error;
  }
}

/** "Test connection": one harmless call with the account's key; the answer is kept on the account. */
export async function testSupplierAccount(app: App, tenantId: string, id: string) {
  const { db, config } = app.deps;
  const row = await db.withTenant(tenantId, (tx) => getSupplierAccount(tx, tenantId, id), { readOnly: true });
  if (!row) throw notFound(NOT_A_SUPPLIER_ACCOUNT);
  const key = await supplierAccountKey(app, tenantId, row);
  const check = key
    ? await checkSupplierAccount({ supplier: row.supplier, secret: key, apiUrl: supplierApiUrl(config, row.supplier), timeoutMs: config.SUPPLIER_TIMEOUT_MS })
    : { ok: false, message: row.credentials === 'platform' ? PLATFORM_UNAVAILABLE : KEY_UNREADABLE };
  const after = await db.withTenant(tenantId, (tx) =>
    updateSupplierAccount(tx, tenantId, id, { checkedAt: new Date(), checkOk: check.ok, checkMessage: check.message }),
  );
  return toSupplierAccount(after!);
}
