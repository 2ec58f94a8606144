import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  supplierAccountBodySchema,
  supplierAccountPatchSchema,
  supplierAccountSchema,
  supplierAccountsAnswerSchema,
} from '@tripfront/domain/supplier-accounts';
import { SETTINGS_SECTION_PAGES } from '@tripfront/domain/navigation/page-permissions';
import { ownerOnly, sessionOf } from '../../../../lib/auth.ts';
import { addSupplierAccount, changeSupplierAccount, supplierAccountsAnswer, testSupplierAccount } from '../../../../lib/supplier-accounts.ts';

const accountAnswer = z.object({ data: supplierAccountSchema });
const errorAnswer = z.object({ statusCode: z.number(), error: z.string(), message: z.string(), field: z.string().optional(), code: z.string().optional() });
const idParams = z.object({ id: z.uuid('must be the id of one of the agency’s supplier accounts') });

/**
 * The agency's supplier accounts (issue #41, decision 0105) on /settings/suppliers: owner and admin,
 * with the Product Settings page's permission (which products the agency sells, and through whom).
 * Keys are write-only: answers show them masked.
 */
const supplierAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  ownerOnly(app, { permission: SETTINGS_SECTION_PAGES.product });

  app.get(
    '/suppliers',
    {
      schema: {
        tags: ['agency settings'],
        summary: "The agency's supplier accounts, keys masked, and which of the platform's accounts it may use (agency owner or admin)",
        response: { 200: supplierAccountsAnswerSchema },
      },
    },
    async (request) => ({ data: await supplierAccountsAnswer(app, request.tenant.id) }),
  );

  app.post(
    '/suppliers',
    {
      schema: {
        tags: ['agency settings'],
        summary:
          "Add a supplier account: the agency's own key (kept encrypted, never shown again) or the platform's account where allowed (agency owner or admin)",
        description: 'A product other than hotels sells through one account at a time: 409 PRODUCT_TAKEN names it.',
        body: supplierAccountBodySchema,
        response: { 201: accountAnswer, 409: errorAnswer },
      },
    },
    async (request, reply) => reply.status(201).send({ data: await addSupplierAccount(app, request, sessionOf(request), request.body) }),
  );

  app.patch(
    '/suppliers/:id',
    {
      schema: {
        tags: ['agency settings'],
        summary: 'Rename a supplier account, switch its products, replace its key, archive or restore it (agency owner or admin)',
        params: idParams,
        body: supplierAccountPatchSchema,
        response: { 200: accountAnswer, 404: errorAnswer, 409: errorAnswer },
      },
    },
    async (request) => ({ data: await changeSupplierAccount(app, request, sessionOf(request), request.params.id, request.body) }),
  );

  app.post(
    '/suppliers/:id/test',
    {
      schema: {
        tags: ['agency settings'],
        summary: 'Test connection: one harmless call to the supplier with the account’s key; the answer is kept on the account (agency owner or admin)',
        params: idParams,
        response: { 200: accountAnswer, 404: errorAnswer },
      },
    },
    async (request) => ({ data: await testSupplierAccount(app, request.tenant.id, request.params.id) }),
  );
};

export default supplierAccountRoutes;
