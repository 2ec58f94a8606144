import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database, TenantTx } from '../client.ts';
import { agencyInvoices, agencySubscriptions, billingCustomers, plans } from '../schema.ts';
import { listTenantIds } from './bookings.ts';

// Agency subscriptions to the platform's plans (issue #46, decision 0150): the plans (platform data,
// kept by the operator), which agency each of the platform's Stripe customers is, and each agency's
// subscription and invoices as Stripe last reported them.

export type PlanRow = typeof plans.$inferSelect;
export type PlanValues = Omit<PlanRow, 'createdAt' | 'updatedAt'>;
export type AgencySubscriptionRow = typeof agencySubscriptions.$inferSelect;
export type AgencyInvoiceRow = typeof agencyInvoices.$inferSelect;

/** Every plan (retired ones too when `all`), cheapest first. */
export async function listPlans(db: Database, { all = false }: { all?: boolean } = {}): Promise<PlanRow[]> {
  return db.asApp(
    (tx) =>
      tx
        .select()
        .from(plans)
        .where(all ? undefined : eq(plans.active, true))
        .orderBy(asc(plans.monthlyMinor), asc(plans.id)),
    { readOnly: true },
  );
}

export async function getPlan(db: Database, id: string): Promise<PlanRow | null> {
  return db.asApp((tx) => getPlanIn(tx, id), { readOnly: true });
}

/** A plan, read inside the caller's transaction (plans are platform data every agency may read). */
export async function getPlanIn(tx: TenantTx, id: string): Promise<PlanRow | null> {
  const [row] = await tx.select().from(plans).where(eq(plans.id, id)).limit(1);
  return row ?? null;
}

/** Adds a plan; null when one with this id exists. */
export async function insertPlan(db: Database, plan: PlanValues): Promise<PlanRow | null> {
  const [row] = await db.asApp((tx) => tx.insert(plans).values(plan).onConflictDoNothing().returning());
  return row ?? null;
}

/** Changes a plan's fields; null when there is no such plan. */
export async function updatePlan(db: Database, id: string, changes: Partial<Omit<PlanValues, 'id'>>): Promise<PlanRow | null> {
  const [row] = await db.asApp((tx) =>
    tx
      .update(plans)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(plans.id, id))
      .returning(),
  );
  return row ?? null;
}

/**
 * Moves on the revision of each agency whose subscription names the plan (its limits changed,
 * decision 0152), so every instance reads those agencies again; answers how many. One short
 * transaction per agency: an operator's rare command, not a request's work.
 */
export async function touchAgenciesOnPlan(db: Database, planId: string): Promise<number> {
  let touched = 0;
  for (const tenantId of await listTenantIds(db)) {
    const onPlan = await db.withTenant(tenantId, async (tx) => {
      const [row] = await tx.select({ planId: agencySubscriptions.planId }).from(agencySubscriptions).where(eq(agencySubscriptions.tenantId, tenantId));
      if (row?.planId !== planId) return false;
      await tx.execute(sql`select agency_revision_bump(${tenantId}::uuid)`);
      return true;
    });
    if (onPlan) touched += 1;
  }
  return touched;
}

/** The plan whose monthly or yearly Stripe price this is. */
export async function findPlanByPrice(db: Database, priceId: string): Promise<{ plan: PlanRow; interval: 'month' | 'year' } | null> {
  const all = await listPlans(db, { all: true });
  for (const plan of all) {
    if (plan.stripePriceMonthly === priceId) return { plan, interval: 'month' };
    if (plan.stripePriceYearly === priceId) return { plan, interval: 'year' };
  }
  return null;
}

/** The agency whose Stripe customer (on the platform's account) this is (read across agencies: policy customer_lookup). */
export async function findTenantByCustomer(db: Database, stripeCustomerId: string): Promise<string | null> {
  const [row] = await db.asApp(
    (tx) => tx.select({ tenantId: billingCustomers.tenantId }).from(billingCustomers).where(eq(billingCustomers.stripeCustomerId, stripeCustomerId)).limit(1),
    { readOnly: true },
  );
  return row?.tenantId ?? null;
}

/** The agency's Stripe customer, if one was made. */
export async function findCustomerOfTenant(db: Database, tenantId: string): Promise<string | null> {
  const [row] = await db.asApp(
    (tx) => tx.select({ id: billingCustomers.stripeCustomerId }).from(billingCustomers).where(eq(billingCustomers.tenantId, tenantId)).limit(1),
    { readOnly: true },
  );
  return row?.id ?? null;
}

/** Records the agency's customer; answers the one kept (an earlier one wins a race). */
export async function rememberCustomer(db: Database, tenantId: string, stripeCustomerId: string): Promise<string> {
  await db.withTenant(tenantId, (tx) => tx.insert(billingCustomers).values({ tenantId, stripeCustomerId }).onConflictDoNothing());
  return (await findCustomerOfTenant(db, tenantId)) ?? stripeCustomerId;
}

export async function getSubscription(tx: TenantTx, tenantId: string): Promise<AgencySubscriptionRow | null> {
  const [row] = await tx.select().from(agencySubscriptions).where(eq(agencySubscriptions.tenantId, tenantId)).limit(1);
  return row ?? null;
}

/**
 * Writes what an event says of the agency's subscription, unless an event Stripe made later was
 * already applied (answers false then). One statement: two events handled at once (Checkout's and
 * the subscription's own arrive together) must not both find no row, nor the older overwrite the
 * newer between its read and its write.
 */
export async function putSubscription(
  tx: TenantTx,
  tenantId: string,
  values: Partial<Omit<AgencySubscriptionRow, 'tenantId' | 'updatedAt'>> & { stripeCustomerId: string; status: string; eventAt: Date },
): Promise<boolean> {
  const written = await tx
    .insert(agencySubscriptions)
    .values({ ...values, tenantId })
    .onConflictDoUpdate({
      target: agencySubscriptions.tenantId,
      set: { ...values, updatedAt: new Date() },
      setWhere: sql`${agencySubscriptions.eventAt} is null or ${agencySubscriptions.eventAt} <= ${values.eventAt}`,
    })
    .returning({ tenantId: agencySubscriptions.tenantId });
  return written.length > 0;
}

/** Marks (or clears, with null) a failed payment on the agency's subscription. */
export async function setPaymentFailed(tx: TenantTx, tenantId: string, at: Date | null): Promise<boolean> {
  const rows = await tx
    .update(agencySubscriptions)
    .set({ paymentFailedAt: at, updatedAt: new Date() })
    .where(eq(agencySubscriptions.tenantId, tenantId))
    .returning({ id: agencySubscriptions.tenantId });
  return rows.length > 0;
}

/** Inserts or updates one of the agency's invoices. */
export async function putInvoice(tx: TenantTx, tenantId: string, invoice: Omit<AgencyInvoiceRow, 'tenantId' | 'updatedAt'>): Promise<void> {
  const { stripeInvoiceId: _id, createdAt: _created, ...changes } = invoice;
  await tx
    .insert(agencyInvoices)
    .values({ ...invoice, tenantId })
    .onConflictDoUpdate({ target: [agencyInvoices.tenantId, agencyInvoices.stripeInvoiceId], set: { ...changes, updatedAt: new Date() } });
}

export async function listInvoices(tx: TenantTx, tenantId: string, limit = 50): Promise<AgencyInvoiceRow[]> {
  return tx.select().from(agencyInvoices).where(eq(agencyInvoices.tenantId, tenantId)).orderBy(desc(agencyInvoices.createdAt)).limit(limit);
}

export async function getInvoice(tx: TenantTx, tenantId: string, stripeInvoiceId: string): Promise<AgencyInvoiceRow | null> {
  const [row] = await tx
    .select()
    .from(agencyInvoices)
    .where(and(eq(agencyInvoices.tenantId, tenantId), eq(agencyInvoices.stripeInvoiceId, stripeInvoiceId)))
    .limit(1);
  return row ?? null;
}
