import { and, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { TenantTx } from '../client.ts';
import { rowsOf } from '../client.ts';
import { splitByMonths, type PeriodBucket } from '@tripfront/domain/command-center/figures';
import { SALES_STATUSES } from '@tripfront/domain/command-center/sales';
import { bookings, centerVersions, searchDayCounts, searches, users } from '../schema.ts';

// The Command Center's reads and the search log (issue #16, docs/decisions/0037-command-center-figures.md).
// SQL groups and sums per currency; the domain (command-center/totals.ts) converts and ranks.

export type NewSearch = typeof searches.$inferInsert & { tenantId: string };

/** Writes a batch of searches (the search log flushes them off the hot path). */
export async function insertSearches(tx: TenantTx, rows: readonly NewSearch[]): Promise<void> {
  if (rows.length > 0) await tx.insert(searches).values([...rows]);
}

/**
 * Marks the latest search of `service` by one of `userIds` since `since` that led to no booking yet
 * with `bookingId` (a booking confirmed: the search it came from converted). Answers whether one was marked.
 */
export async function markSearchBooked(
  tx: TenantTx,
  tenantId: string,
  { userIds, service, bookingId, since }: { userIds: readonly string[]; service: string; bookingId: string; since: Date },
): Promise<boolean> {
  if (userIds.length === 0) return false;
  const latest = tx
    .select({ id: searches.id })
    .from(searches)
    .where(
      and(
        eq(searches.tenantId, tenantId),
        inArray(searches.userId, [...userIds]),
        eq(searches.service, service),
        isNull(searches.bookingId),
        gte(searches.createdAt, since),
      ),
    )
    .orderBy(desc(searches.createdAt))
    .limit(1);
  const marked = await tx
    .update(searches)
    .set({ bookingId })
    .where(and(eq(searches.tenantId, tenantId), inArray(searches.id, latest)))
    .returning({ id: searches.id });
  return marked.length > 0;
}

export interface CenterGroupRow {
  /** Which grouping this row belongs to. */
  kind: 'day' | 'country' | 'agent';
  key: string | null;
  currency: string;
  bookings: number;
  cancellations: number;
  salesMinor: number;
  markupMinor: number;
}

/** The period's figures: what the version below keeps valid (agents' names are read apart, as they change apart). */
export interface CenterFigures {
  groups: CenterGroupRow[];
  searches: number;
  hasActivity: boolean;
}

export interface CenterRows extends CenterFigures {
  agentNames: Map<string, string>;
}

/**
 * The agency's Command Center version: moved on by the rollups' triggers in the transaction of every
 * booking or search write that changes a figure (migration 0013), so figures read at version N stay
 * right while it reads N. An agency that never wrote one reads 0.
 */
export async function centerVersion(tx: TenantTx, tenantId: string): Promise<number> {
  const [row] = await tx.select({ version: centerVersions.version }).from(centerVersions).where(eq(centerVersions.tenantId, tenantId));
  return row?.version ?? 0;
}

/** The agents' display names (first and last name, else the email), for the top agents list. */
export async function agentNamesOf(tx: TenantTx, tenantId: string, agentIds: readonly string[]): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  if (agentIds.length === 0) return names;
  const named = await tx
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), inArray(users.id, [...agentIds])));
  for (const u of named) names.set(u.id, `${u.firstName} ${u.lastName}`.trim() || u.email);
  return names;
}

/** The agent ids of a period's figures (the keys of its agent rows). */
export function agentIdsOf(figures: CenterFigures): string[] {
  return [...new Set(figures.groups.filter((g) => g.kind === 'agent' && g.key !== null).map((g) => g.key as string))];
}

/** The period's figures and the agents' names, in one transaction. */
export async function commandCenterRows(
  tx: TenantTx,
  tenantId: string,
  q: { from: string; to: string; service: string | null; bucket: PeriodBucket },
): Promise<CenterRows> {
  const figures = await commandCenterFigures(tx, tenantId, q);
  return { ...figures, agentNames: await agentNamesOf(tx, tenantId, agentIdsOf(figures)) };
}

/**
 * The period's rows for the Command Center, in four reads of one read-only transaction:
 * - per UTC day and currency, from the daily rollup (booking_day_totals);
 * - per destination country and per agent (each per currency): whole months from the monthly rollup,
 *   the days before and after them from `bookings` (splitByMonths), in one statement;
 * - the period's searches (search_day_counts) and whether the agency ever had any activity.
 * The rollups are kept by triggers (migration 0009) in the transaction of each booking and search write.
 */
export async function commandCenterFigures(
  tx: TenantTx,
  tenantId: string,
  q: { from: string; to: string; service: string | null; bucket: PeriodBucket },
): Promise<CenterFigures> {
  const onService = q.service === null ? sql`` : sql` and service = ${q.service}`;
  // Grouped by the chart's bucket here (the domain's bucketStart: the day, its ISO week's Monday, the
  // month's 1st), so a year answers 60 rows, not 1,800: returning rows is what costs on PGlite.
  const bucket =
    q.bucket === 'day'
      ? sql.raw('day')
      : q.bucket === 'week'
        ? sql.raw(`to_char(date_trunc('week', day::date), 'YYYY-MM-DD')`)
        : sql.raw(`substr(day, 1, 8) || '01'`);
  const days = await rowsOf<{
    day: string;
    currency: string;
    bookings: string | number;
    cancellations: string | number;
    sales: string | number;
    markup: string | number;
  }>(
    tx.execute(sql`
      select ${bucket} as day, currency, sum(bookings) as bookings, sum(cancellations) as cancellations, sum(sales_minor) as sales, sum(markup_minor) as markup
      from booking_day_totals
      where tenant_id = ${tenantId} and day >= ${q.from} and day <= ${q.to}${onService}
      group by 1, currency`),
  );
  const split = splitByMonths(q.from, q.to);
  const parts = [];
  if (split.months) {
    parts.push(sql`
      select kind, key, currency, sum(bookings) as bookings, sum(sales_minor) as sales
      from booking_month_groups
      where tenant_id = ${tenantId} and month >= ${split.months.start} and month < ${split.months.end}${onService}
      group by kind, key, currency`);
  }
  if (split.days.length > 0) {
    const ranges = sql.join(
      split.days.map((r) => sql`(created_at >= ${`${r.start}T00:00:00Z`} and created_at < ${`${r.end}T00:00:00Z`})`),
      sql` or `,
    );
    parts.push(sql`
      select case when grouping(country_code) = 0 then 'country' else 'agent' end as kind,
             case when grouping(country_code) = 0 then coalesce(country_code, '') else coalesce(agent_id::text, '') end as key,
             currency, count(*) as bookings, sum(total_minor - coalesce(refund_minor, 0)) as sales
      from bookings
      where tenant_id = ${tenantId} and ${inArray(bookings.status, [...SALES_STATUSES])} and (${ranges})${onService}
      group by grouping sets ((country_code, currency), (agent_id, currency))`);
  }
  const grouped = await rowsOf<{ kind: 'country' | 'agent'; key: string; currency: string; bookings: string | number; sales: string | number }>(
    tx.execute(sql.join(parts, sql` union all `)),
  );
  const groups: CenterGroupRow[] = [
    ...days.map((r) => ({
      kind: 'day' as const,
      key: r.day,
      currency: r.currency,
      bookings: Number(r.bookings),
      cancellations: Number(r.cancellations),
      salesMinor: Number(r.sales),
      markupMinor: Number(r.markup),
    })),
    ...grouped.map((r) => ({
      kind: r.kind,
      key: r.key === '' ? null : r.key,
      currency: r.currency,
      bookings: Number(r.bookings),
      cancellations: 0,
      salesMinor: Number(r.sales),
      markupMinor: 0,
    })),
  ];
  const [counts] = await rowsOf<{ searches: string | number | null; active: boolean }>(
    tx.execute(sql`
      select (select sum(searches) from search_day_counts
               where tenant_id = ${tenantId} and day >= ${q.from} and day <= ${q.to}${onService}) as searches,
             (exists (select 1 from booking_day_totals where tenant_id = ${tenantId} and bookings > 0)
               or exists (select 1 from search_day_counts where tenant_id = ${tenantId} and searches > 0)) as active`),
  );
  return { groups, searches: Number(counts?.searches ?? 0), hasActivity: Boolean(counts?.active) };
}

export interface SearchListRow {
  id: string;
  createdAt: Date;
  service: string;
  destination: string;
  countryCode: string | null;
  startDate: string | null;
  endDate: string | null;
  party: Record<string, number>;
  resultCount: number;
  searchUrl: string;
  bookingId: string | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
}

/** A page of the agency's searches, newest first, with who searched (null for a visitor). */
export async function listSearches(
  tx: TenantTx,
  tenantId: string,
  q: { page: number; pageSize: number; service: string | null },
): Promise<{ rows: SearchListRow[]; total: number }> {
  const where = and(eq(searches.tenantId, tenantId), q.service === null ? undefined : eq(searches.service, q.service));
  const rows = await tx
    .select({
      id: searches.id,
      createdAt: searches.createdAt,
      service: searches.service,
      destination: searches.destination,
      countryCode: searches.countryCode,
      startDate: searches.startDate,
      endDate: searches.endDate,
      party: searches.party,
      resultCount: searches.resultCount,
      searchUrl: searches.searchUrl,
      bookingId: searches.bookingId,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(searches)
    .leftJoin(users, eq(users.id, searches.userId))
    .where(where)
    .orderBy(desc(searches.createdAt), desc(searches.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  // The total from the daily counts (kept by a trigger): counting every search would read them all.
  const [total] = await tx
    .select({ n: sql<string | null>`sum(${searchDayCounts.searches})` })
    .from(searchDayCounts)
    .where(and(eq(searchDayCounts.tenantId, tenantId), q.service === null ? undefined : eq(searchDayCounts.service, q.service)));
  return { rows, total: Number(total?.n ?? 0) };
}
