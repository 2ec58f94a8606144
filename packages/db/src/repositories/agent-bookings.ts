import { and, asc, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TenantTx } from '../client.ts';
import { bookings, users } from '../schema.ts';

// The agency's bookings for its back-office (issue #16, decision 0036): every booking of the
// tenant, filtered, sorted and paged in SQL, one query per page (the traveller and the agent are
// joined, never fetched per row). Callers run it in db.withTenant; RLS backs the tenant filter up.

export interface AgencyBookingFilters {
  q?: string | undefined;
  /** Spec services ('hotels', 'flights' …): the caller maps the domain's product to its service. */
  service?: string | undefined;
  status?: string | undefined;
  /** Booked on or after this UTC day (YYYY-MM-DD). */
  from?: string | undefined;
  /** Booked on or before this UTC day. */
  to?: string | undefined;
  agentId?: string | undefined;
}

export type AgencyBookingSort = 'createdAt' | 'startDate' | 'total' | 'status' | 'reference';

export interface AgencyBookingOrder {
  sort: AgencyBookingSort;
  order: 'asc' | 'desc';
}

const traveller = alias(users, 'traveller');
const agent = alias(users, 'agent');

const SORT_COLUMNS = {
  createdAt: bookings.createdAt,
  startDate: bookings.checkin,
  total: bookings.totalMinor,
  status: bookings.status,
  reference: bookings.reference,
} as const;

/** `%text%` for ILIKE with the pattern characters of the text taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const nextDay = (isoDay: string) => {
  const d = new Date(`${isoDay}T00:00:00.000Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d;
};

/** A whole booking reference ('TF-7K3M9Q2X'): found through the unique (tenant_id, reference) index. */
const WHOLE_REFERENCE = /^TF-[A-Z0-9]{8}$/i;

/**
 * The search: a whole reference is looked up exactly; text with an @ is a traveller's email; any
 * other text is looked for anywhere in the reference, title and location (one ILIKE over the three
 * joined, a third of the work of three) and in the travellers' names and emails. Travellers are
 * matched first, in the agency's users (far fewer rows than bookings), and their bookings found by
 * user id. Decision 0036 gives the numbers and the trigram index that would make it cheaper still.
 */
function searchCondition(tx: TenantTx, tenantId: string, q: string): SQL {
  if (WHOLE_REFERENCE.test(q)) return eq(bookings.reference, q.toUpperCase());
  const pattern = containing(q);
  const travellers = (match: SQL) =>
    inArray(
      bookings.userId,
      tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.tenantId, tenantId), match)),
    );
  if (q.includes('@')) return travellers(ilike(users.email, pattern));
  return or(
    ilike(sql`${bookings.reference} || ' ' || ${bookings.title} || ' ' || coalesce(${bookings.location}, '')`, pattern),
    travellers(or(ilike(users.email, pattern), ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern))!),
  )!;
}

function whereOf(tx: TenantTx, tenantId: string, f: AgencyBookingFilters): SQL {
  const conditions: (SQL | undefined)[] = [eq(bookings.tenantId, tenantId)];
  if (f.service) conditions.push(eq(bookings.service, f.service as (typeof bookings.service.enumValues)[number]));
  if (f.status) conditions.push(eq(bookings.status, f.status as (typeof bookings.status.enumValues)[number]));
  if (f.agentId) conditions.push(eq(bookings.agentId, f.agentId));
  if (f.from) conditions.push(gte(bookings.createdAt, new Date(`${f.from}T00:00:00.000Z`)));
  if (f.to) conditions.push(lt(bookings.createdAt, nextDay(f.to)));
  const q = f.q?.trim();
  if (q) conditions.push(searchCondition(tx, tenantId, q));
  return and(...conditions)!;
}

function orderOf({ sort, order }: AgencyBookingOrder): SQL[] {
  const dir = order === 'asc' ? asc : desc;
  // The id breaks ties, so pages never repeat or skip a row.
  return [dir(SORT_COLUMNS[sort]), dir(bookings.id)];
}

const listColumns = {
  id: bookings.id,
  reference: bookings.reference,
  service: bookings.service,
  status: bookings.status,
  title: bookings.title,
  location: bookings.location,
  countryCode: bookings.countryCode,
  checkin: bookings.checkin,
  checkout: bookings.checkout,
  totalMinor: bookings.totalMinor,
  currency: bookings.currency,
  paymentStatus: bookings.paymentStatus,
  refundStatus: bookings.refundStatus,
  refundMinor: bookings.refundMinor,
  createdAt: bookings.createdAt,
  travellerId: traveller.id,
  travellerEmail: traveller.email,
  travellerFirstName: traveller.firstName,
  travellerLastName: traveller.lastName,
  agentId: agent.id,
  agentEmail: agent.email,
  agentFirstName: agent.firstName,
  agentLastName: agent.lastName,
};

export interface AgencyBookingListRow {
  id: string;
  reference: string;
  service: string;
  status: string;
  title: string;
  location: string | null;
  countryCode: string | null;
  checkin: string;
  checkout: string;
  totalMinor: number;
  currency: string;
  paymentStatus: string;
  refundStatus: string;
  refundMinor: number | null;
  createdAt: Date;
  travellerId: string;
  travellerEmail: string;
  travellerFirstName: string;
  travellerLastName: string;
  agentId: string | null;
  agentEmail: string | null;
  agentFirstName: string | null;
  agentLastName: string | null;
}

function listQuery(tx: TenantTx, tenantId: string, where: SQL) {
  return tx
    .select(listColumns)
    .from(bookings)
    .innerJoin(traveller, and(eq(traveller.tenantId, tenantId), eq(traveller.id, bookings.userId)))
    .leftJoin(agent, and(eq(agent.tenantId, tenantId), eq(agent.id, bookings.agentId)))
    .where(where);
}

/** One page of the agency's bookings, with the traveller and the agent who booked. */
export function listAgencyBookings(
  tx: TenantTx,
  tenantId: string,
  filters: AgencyBookingFilters,
  order: AgencyBookingOrder,
  page: { offset: number; limit: number },
): Promise<AgencyBookingListRow[]> {
  // The page's ids first, from bookings alone (a sort on a column without an index sorts narrow
  // rows), then their columns and people for those rows only.
  const pageIds = tx
    .select({ pageId: bookings.id })
    .from(bookings)
    .where(whereOf(tx, tenantId, filters))
    .orderBy(...orderOf(order))
    .limit(page.limit)
    .offset(page.offset)
    .as('page_ids');
  return tx
    .select(listColumns)
    .from(pageIds)
    .innerJoin(bookings, and(eq(bookings.tenantId, tenantId), eq(bookings.id, pageIds.pageId)))
    .innerJoin(traveller, and(eq(traveller.tenantId, tenantId), eq(traveller.id, bookings.userId)))
    .leftJoin(agent, and(eq(agent.tenantId, tenantId), eq(agent.id, bookings.agentId)))
    .orderBy(...orderOf(order)) as Promise<AgencyBookingListRow[]>;
}

/**
 * How many bookings match, counting no further than `cap` (the count of a 100,000-booking agency
 * would otherwise read every row on every page): `{ total: cap, capped: true }` beyond it.
 */
export async function countAgencyBookings(
  tx: TenantTx,
  tenantId: string,
  filters: AgencyBookingFilters,
  cap: number,
): Promise<{ total: number; capped: boolean }> {
  const limited = tx
    .select({ one: sql`1` })
    .from(bookings)
    .where(whereOf(tx, tenantId, filters))
    .limit(cap + 1)
    .as('limited');
  const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(limited);
  const n = Number(row?.n ?? 0);
  return n > cap ? { total: cap, capped: true } : { total: n, capped: false };
}

/**
 * Every matching booking in the list's order, `batch` rows at a time: keyset pages on (sort
 * column, id), each read in its own short tenant transaction by `read`, so an export of 100,000
 * rows holds one batch in memory and no transaction open while the client downloads.
 */
export async function* eachAgencyBooking(
  read: <T>(fn: (tx: TenantTx) => Promise<T>) => Promise<T>,
  tenantId: string,
  filters: AgencyBookingFilters,
  order: AgencyBookingOrder,
  batch = 500,
): AsyncGenerator<AgencyBookingListRow[]> {
  const column = SORT_COLUMNS[order.sort];
  let after: string | null = null;
  for (;;) {
    const cursor: string | null = after;
    const rows = await read(async (tx) => {
      let where = whereOf(tx, tenantId, filters);
      if (cursor !== null) {
        // The last row's own values, read back by its id: exact, whatever the column's type and precision.
        const last = sql`(select ${column}, ${bookings.id} from ${bookings} where ${bookings.tenantId} = ${tenantId} and ${bookings.id} = ${cursor})`;
        where = and(where, order.order === 'asc' ? sql`(${column}, ${bookings.id}) > ${last}` : sql`(${column}, ${bookings.id}) < ${last}`)!;
      }
      return (await listQuery(tx, tenantId, where)
        .orderBy(...orderOf(order))
        .limit(batch)) as AgencyBookingListRow[];
    });
    if (rows.length > 0) yield rows;
    if (rows.length < batch) return;
    after = rows[rows.length - 1]!.id;
  }
}
