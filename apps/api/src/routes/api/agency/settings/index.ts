import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { agencySettingsSchema, auditEntrySchema, auditQuerySchema, settingsSaveBodySchemas, SETTINGS_SECTIONS, type SettingsSection } from '@tripfront/domain';
import { planLimitListsSchema } from '@tripfront/domain/subscription';
import { BACK_OFFICE_PAGES, SETTINGS_READER_PAGES, SETTINGS_SECTION_PAGES } from '@tripfront/domain/navigation/page-permissions';
import { ownerOnly, sessionOf } from '../../../../lib/auth.ts';
import { readAgencySettings, readAuditLog, saveAgencySettings } from '../../../../lib/agency-settings.ts';

const settingsAnswer = z.object({ data: agencySettingsSchema });
const errorAnswer = z.object({
  statusCode: z.number(),
  error: z.string(),
  message: z.string(),
  field: z.string().optional(),
  code: z.string().optional(),
  /** PLAN_LIMIT on the product settings: what the plan includes and what to turn off (service keys). */
  plan: planLimitListsSchema.optional(),
});

/** Largest save: the Website section carries the policies, the About page and the FAQ (HTML). */
const BODY_LIMITS: Record<SettingsSection, number> = {
  website: 2 * 1024 * 1024,
  theme: 64 * 1024,
  markup: 256 * 1024,
  product: 64 * 1024,
  payment: 64 * 1024,
  wallet: 16 * 1024,
  academy: 16 * 1024,
  login: 64 * 1024,
};

const SUMMARIES: Record<SettingsSection, string> = {
  website: 'Save the Website settings: identity, SEO, contact and footer, pages, access, languages, analytics (agency owner or admin)',
  theme: 'Save the theme: primary colour and logo placement (agency owner or admin)',
  markup: "Save the agency's markup by product and destination country (agency owner or admin)",
  product: 'Save the booking menu: products, order and active flags (agency owner or admin)',
  payment: "Save the payment gateway, the agency's Stripe keys (the secret key is write-only) and the legal details receipts carry (agency owner or admin)",
  wallet: 'Save the reward wallet: on or off, the share of each paid booking travellers earn, its currency (agency owner or admin)',
  academy: "Save the address of the agency's academy, opened from the side navigation (agency owner or admin)",
  login:
    "Save how people sign in: single sign-on through the agency's OpenID Connect provider, the social providers, and their client secrets (write-only: a value sets or replaces one, null clears it) (agency owner or admin)",
};

/**
 * The agency's own settings (issue #15, decision 0030): read whole, saved section by section with
 * the version they were read at; an audit log of who changed what. Agency owner and admins only,
 * and only for the pages their navigation permissions open (spec §6): a section is saved from its
 * page (SETTINGS_SECTION_PAGES), the whole is read by any settings page, the change history is the
 * Settings group's. Uploads of the settings' pictures are in images.ts.
 */
const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps;
  ownerOnly(app);

  app.get(
    '',
    {
      config: { auth: { permission: SETTINGS_READER_PAGES } },
      schema: {
        tags: ['agency settings'],
        summary: "The agency's settings, every section, with their version (agency owner or admin)",
        response: { 200: settingsAnswer },
      },
    },
    async (request) => ({ data: await readAgencySettings(db, request.tenant.id) }),
  );

  app.get(
    '/audit',
    {
      config: { auth: { permission: BACK_OFFICE_PAGES.settingsAudit } },
      schema: {
        tags: ['agency settings'],
        summary:
          'Who did what and when: settings, people, staff sign-ins, booking status changes and operator commands, newest first; filter by action or group, actor (user id or email), days from/to, page (agency owner or admin)',
        querystring: auditQuerySchema,
        response: { 200: z.object({ data: z.array(auditEntrySchema) }) },
      },
    },
    async (request) => ({ data: await readAuditLog(db, request.tenant.id, request.query) }),
  );

  for (const section of SETTINGS_SECTIONS) {
    app.put(
      `/${section}`,
      {
        bodyLimit: BODY_LIMITS[section],
        config: { auth: { permission: SETTINGS_SECTION_PAGES[section] } },
        schema: {
          tags: ['agency settings'],
          summary: SUMMARIES[section],
          body: settingsSaveBodySchemas[section] as z.ZodType<{ version: number; settings: unknown }>,
          response: { 200: settingsAnswer, 409: errorAnswer },
        },
      },
      async (request) => ({
        data: await saveAgencySettings(
          { deps: app.deps, tenantId: request.tenant.id, session: sessionOf(request), planLimits: request.tenant.planLimits },
          section,
          request.body,
        ),
      }),
    );
  }
};

export default settingsRoutes;
