import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CURRENCY_OPTIONS } from '@tripfront/domain';
import { dashboardAnswerSchema, dashboardQuerySchema } from '@tripfront/domain/command-center/api';
import { bucketFor } from '@tripfront/domain/command-center/figures';
import { centerTotals, rankGroups, type DayRow, type KeyedRow } from '@tripfront/domain/command-center/totals';
import { seesAgentPrices } from '@tripfront/domain/pricing';
import { agentIdsOf, agentNamesOf, centerVersion, commandCenterRows, dealLinkPeriodCounts, proposalFigures, type CenterRows } from '@tripfront/db';
import { agentOnly, sessionOf } from '../../../../lib/auth.ts';
import { createCenterCache } from '../../../../lib/center-cache.ts';

const TOP = 5;

/** The period's days as instants, UTC as the figures' days are: [from 00:00, the day after `to` 00:00). */
function periodOf(from: string, to: string): { from: Date; to: Date } {
  const end = new Date(`${to}T00:00:00.000Z`);
  end.setUTCDate(end.getUTCDate() + 1);
  return { from: new Date(`${from}T00:00:00.000Z`), to: end };
}
const countryNames = new Map(CURRENCY_OPTIONS.map((o) => [o.code, o.name]));

/**
 * GET /api/agent/dashboard: the Command Center's figures for a period and product, in one currency
 * (issue #16, docs/decisions/0037-command-center-figures.md). SQL groups the period's bookings per
 * day, country and agent in each booking's own currency; the domain converts and sums. The figures
 * are kept per agency, version and question (decision 0067); the agents' names and the exchange rates
 * are read on every request.
 */
const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, rates } = app.deps;
  agentOnly(app, { permission: 'dashboard' });
  const kept = createCenterCache<CenterRows>();

  /** The period's figures: the kept ones of the agency's current version (with fresh names), else loaded. */
  async function figuresFor(tenantId: string, q: { from: string; to: string; service: string | null; bucket: ReturnType<typeof bucketFor> }) {
    const question = `${q.from}|${q.to}|${q.service ?? '*'}|${q.bucket}`;
    const seen = await db.withTenant(
      tenantId,
      async (tx) => {
        const version = await centerVersion(tx, tenantId);
        const hit = kept.get(tenantId, version, question);
        return { version, rows: hit ? { ...hit, agentNames: await agentNamesOf(tx, tenantId, agentIdsOf(hit)) } : null };
      },
      { readOnly: true },
    );
    // Loaded outside the first transaction: requests that share the load must not hold one while they wait.
    return (
      seen.rows ?? kept.load(tenantId, seen.version, question, () => db.withTenant(tenantId, (tx) => commandCenterRows(tx, tenantId, q), { readOnly: true }))
    );
  }

  app.get(
    '',
    {
      schema: {
        tags: ['agent'],
        summary: 'Command Center figures for a period (at most 366 days) and product, converted to one currency',
        querystring: dashboardQuerySchema,
        response: { 200: dashboardAnswerSchema },
      },
    },
    async (request) => {
      const q = request.query;
      const tenantId = request.tenant.id;
      const bucket = bucketFor(q.from, q.to);
      const [rows, exchange, proposals, dealLinks] = await Promise.all([
        figuresFor(tenantId, { from: q.from, to: q.to, service: q.product === 'all' ? null : q.product, bucket }),
        rates.getRates(),
        // Read every time: a proposal's answer or a click moves no figure version (the kept figures do not hold them).
        db.withTenant(tenantId, (tx) => proposalFigures(tx, tenantId, { from: q.from, to: q.to }), { readOnly: true }),
        db.withTenant(tenantId, (tx) => dealLinkPeriodCounts(tx, tenantId, periodOf(q.from, q.to)), { readOnly: true }),
      ]);
      const days: DayRow[] = [];
      const countries: KeyedRow[] = [];
      const agents: KeyedRow[] = [];
      for (const { kind, key, ...figures } of rows.groups) {
        if (kind === 'day') days.push({ day: key ?? q.from, ...figures });
        else (kind === 'country' ? countries : agents).push({ key, ...figures });
      }
      const totals = centerTotals(days, rows.searches, { from: q.from, to: q.to, bucket }, q.currency, exchange.rates);
      const user = sessionOf(request).user;
      return {
        data: {
          from: q.from,
          to: q.to,
          bucket,
          product: q.product,
          currency: q.currency,
          hasActivity: rows.hasActivity,
          bookings: totals.bookings,
          cancellations: totals.cancellations,
          grossSalesMinor: totals.grossSalesMinor,
          ...(seesAgentPrices(user) ? { markupEarnedMinor: totals.markupMinor } : {}),
          averageBookingMinor: totals.averageMinor,
          conversion: totals.conversion,
          topDestinations: rankGroups(countries, q.currency, exchange.rates, TOP).map((g) => ({
            countryCode: g.key,
            name: g.key === null ? '' : (countryNames.get(g.key) ?? g.key),
            bookings: g.bookings,
            salesMinor: g.salesMinor,
          })),
          topAgents: rankGroups(agents, q.currency, exchange.rates, TOP).map((g) => ({
            agentId: g.key,
            name: g.key === null ? 'Direct' : (rows.agentNames.get(g.key) ?? ''),
            bookings: g.bookings,
            salesMinor: g.salesMinor,
          })),
          series: totals.series,
          proposals: { ...proposals, conversion: proposals.sent === 0 ? null : proposals.booked / proposals.sent },
          dealLinks,
        },
      };
    },
  );
};

export default dashboardRoutes;
