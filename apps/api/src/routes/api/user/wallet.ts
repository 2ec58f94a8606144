import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { walletAnswerSchema, walletQuerySchema } from '@tripfront/domain/wallet';
import { sessionOf, signedIn } from '../../../lib/auth.ts';
import { walletAnswer } from '../../../lib/wallet.ts';

/** The signed-in user's wallet (/mytrip/wallet, issue #16): balance and entries, newest first, a page at a time. */
const userWalletRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  signedIn(app);

  app.get(
    '/wallet',
    {
      schema: {
        tags: ['user'],
        summary: "The signed-in user's wallet credits: balance and entries, newest first (20 a page)",
        querystring: walletQuerySchema,
        response: { 200: z.object({ data: walletAnswerSchema }) },
      },
    },
    async (request) => {
      const tenantId = request.tenant.id;
      const userId = sessionOf(request).user.id;
      const data = await db.withTenant(tenantId, (tx) => walletAnswer(tx, tenantId, request.tenant.agency, userId, request.query.page), { readOnly: true });
      return { data };
    },
  );
};

export default userWalletRoutes;
