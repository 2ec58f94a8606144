import { eq } from 'drizzle-orm';
import type { TenantTx } from '../client.ts';
import { businessInfo } from '../schema.ts';

export interface BusinessInfoRecord {
  contactEmailId: string;
  contactPhoneNumber: string;
  hearBy: string;
  hearByName: string;
  hqCountry: string;
  bookingVolume: string;
  useForBusiness: string;
  productInterested: string;
}

const columns = {
  contactEmailId: businessInfo.contactEmailId,
  contactPhoneNumber: businessInfo.contactPhoneNumber,
  hearBy: businessInfo.hearBy,
  hearByName: businessInfo.hearByName,
  hqCountry: businessInfo.hqCountry,
  bookingVolume: businessInfo.bookingVolume,
  useForBusiness: businessInfo.useForBusiness,
  productInterested: businessInfo.productInterested,
};

export async function getBusinessInfo(tx: TenantTx, tenantId: string): Promise<BusinessInfoRecord | null> {
  const [row] = await tx.select(columns).from(businessInfo).where(eq(businessInfo.tenantId, tenantId));
  return row ?? null;
}

export async function upsertBusinessInfo(tx: TenantTx, tenantId: string, info: BusinessInfoRecord, submittedBy: string | null): Promise<BusinessInfoRecord> {
  const values = { ...info, tenantId, submittedBy, updatedAt: new Date() };
  await tx
    .insert(businessInfo)
    .values(values)
    .onConflictDoUpdate({ target: businessInfo.tenantId, set: { ...info, submittedBy, updatedAt: values.updatedAt } });
  return info;
}
