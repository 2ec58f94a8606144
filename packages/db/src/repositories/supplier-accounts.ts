import { and, asc, eq, sql } from 'drizzle-orm';
import type { TenantTx } from '../client.ts';
import { supplierAccounts } from '../schema.ts';

// An agency's supplier accounts (decision 0105). Their keys are agency_secrets rows named by
// supplierSecretName; this table holds only what may be shown.

export type SupplierAccountRow = typeof supplierAccounts.$inferSelect;

/** agency_secrets' name of an account's key. */
export const supplierSecretName = (accountId: string) => `supplier-account:${accountId}`;

export function listSupplierAccounts(tx: TenantTx, tenantId: string): Promise<SupplierAccountRow[]> {
  return tx.select().from(supplierAccounts).where(eq(supplierAccounts.tenantId, tenantId)).orderBy(asc(supplierAccounts.createdAt), asc(supplierAccounts.id));
}

export async function getSupplierAccount(tx: TenantTx, tenantId: string, id: string): Promise<SupplierAccountRow | null> {
  const [row] = await tx
    .select()
    .from(supplierAccounts)
    .where(and(eq(supplierAccounts.tenantId, tenantId), eq(supplierAccounts.id, id)));
  return row ?? null;
}

export async function createSupplierAccount(
  tx: TenantTx,
  values: Pick<SupplierAccountRow, 'tenantId' | 'supplier' | 'label' | 'credentials' | 'hint' | 'products'>,
): Promise<SupplierAccountRow> {
  const [row] = await tx.insert(supplierAccounts).values(values).returning();
  return row!;
}

export async function updateSupplierAccount(
  tx: TenantTx,
  tenantId: string,
  id: string,
  changes: Partial<Pick<SupplierAccountRow, 'label' | 'hint' | 'products' | 'archivedAt' | 'checkedAt' | 'checkOk' | 'checkMessage'>>,
): Promise<SupplierAccountRow | null> {
  const [row] = await tx
    .update(supplierAccounts)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(supplierAccounts.tenantId, tenantId), eq(supplierAccounts.id, id)))
    .returning();
  return row ?? null;
}
