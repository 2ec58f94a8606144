import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { agencyWalletAnswerSchema, walletQuerySchema } from '@tripfront/domain/wallet';
import { travellerWalletTotals } from '@tripfront/db';
import { agentOnly } from '../../../../lib/auth.ts';
import { agencyWallet, walletAnswer } from '../../../../lib/wallet.ts';

/**
 * The agency's own wallet (/wallet/details/, issue #16): its balance and entries (top-ups by the
 * platform operator), and what its travellers hold and were given. Agents with the Wallet Details
 * read permission (spec §6 navigation permissions).
 */
const agentWalletRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  agentOnly(app, { permission: 'walletDetails' });

  app.get(
    '',
    {
      schema: {
        tags: ['agent'],
        summary: "The agency's wallet: balance, entries newest first (20 a page), and its travellers' credits",
        querystring: walletQuerySchema,
        response: { 200: z.object({ data: agencyWalletAnswerSchema }) },
      },
    },
    async (request) => {
      const tenantId = request.tenant.id;
      const { agency } = request.tenant;
      const data = await db.withTenant(
        tenantId,
        async (tx) => {
          const own = await walletAnswer(tx, tenantId, agency, null, request.query.page);
          const currency = agencyWallet(agency).currency;
          const totals = await travellerWalletTotals(tx, tenantId);
          // Accounts kept in another currency (the agency changed it) are not added up with these.
          const here = totals.find((t) => t.currency === currency);
          return {
            ...own,
            travellers: {
              held: { amount: here?.heldMinor ?? 0, currency },
              issued: { amount: here?.issuedMinor ?? 0, currency },
              accounts: totals.reduce((n, t) => n + t.accounts, 0),
            },
          };
        },
        { readOnly: true },
      );
      return { data };
    },
  );
};

export default agentWalletRoutes;
