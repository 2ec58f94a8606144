import { and, asc, count, eq } from 'drizzle-orm';
import type { TenantTx } from '../client.ts';
import { savedTravellers } from '../schema.ts';

// A traveller's saved travellers (decision 0102): every query names the agency and the account, so
// one traveller never reads, changes or deletes another's (row-level security backs the agency).

export type SavedTravellerRow = typeof savedTravellers.$inferSelect;

/** The fields a traveller writes. */
export interface SavedTravellerValues {
  title: string | null;
  firstName: string;
  lastName: string;
  birthDate: string | null;
  nationality: string | null;
  passportNumber: string | null;
  passportExpiry: string | null;
  passportCountry: string | null;
}

const owned = (tenantId: string, userId: string) => and(eq(savedTravellers.tenantId, tenantId), eq(savedTravellers.userId, userId));

export function listSavedTravellers(tx: TenantTx, tenantId: string, userId: string): Promise<SavedTravellerRow[]> {
  return tx.select().from(savedTravellers).where(owned(tenantId, userId)).orderBy(asc(savedTravellers.createdAt), asc(savedTravellers.id));
}

export async function countSavedTravellers(tx: TenantTx, tenantId: string, userId: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(savedTravellers).where(owned(tenantId, userId));
  return row?.n ?? 0;
}

export async function insertSavedTraveller(tx: TenantTx, tenantId: string, userId: string, values: SavedTravellerValues): Promise<SavedTravellerRow> {
  const [row] = await tx
    .insert(savedTravellers)
    .values({ ...values, tenantId, userId })
    .returning();
  return row!;
}

/** The updated row; null when it is not this account's. */
export async function updateSavedTraveller(
  tx: TenantTx,
  tenantId: string,
  userId: string,
  id: string,
  values: SavedTravellerValues,
): Promise<SavedTravellerRow | null> {
  const [row] = await tx
    .update(savedTravellers)
    .set({ ...values, updatedAt: new Date() })
    .where(and(owned(tenantId, userId), eq(savedTravellers.id, id)))
    .returning();
  return row ?? null;
}

/** Whether a row of this account was deleted. */
export async function deleteSavedTraveller(tx: TenantTx, tenantId: string, userId: string, id: string): Promise<boolean> {
  const rows = await tx
    .delete(savedTravellers)
    .where(and(owned(tenantId, userId), eq(savedTravellers.id, id)))
    .returning({ id: savedTravellers.id });
  return rows.length > 0;
}
