import {
  actorNameOf,
  AGENCY_HTML_FIELDS,
  agencySchema,
  auditFilterOf,
  enabledCurrenciesProblem,
  settingsConflictMessage,
  SETTINGS_VERSION_CONFLICT,
  websiteAgencyFieldsSchema,
  type Agency,
  type AgencySettings,
  type AuditAction,
  type AuditEntry,
  type AuditQuery,
  type LoginSettingsInput,
  type PaymentSettingsInput,
  type ProductSettings,
  type SettingsSection,
  type WebsiteSettings,
} from '@tripfront/domain';
import { walletCurrencyOf } from '@tripfront/domain/wallet';
import { activeServices } from '@tripfront/domain/navigation/services';
import { planProducts, planProductsMessage, productsOutsidePlan, type PlanLimits } from '@tripfront/domain/subscription';
import {
  getAgencySecret,
  getAgencySettingsRow,
  insertAuditEntry,
  listAuditEntries,
  putAgencySecret,
  replaceAgencyLanguages,
  saveAgencyConfig,
  upsertAgencyPage,
  type AgencySettingsRow,
  type AuditRecord,
  type SessionWithUser,
  type StoredSecret,
  type Database,
  type TenantTx,
} from '@tripfront/db';
import type { Config } from '../config.ts';
import type { AgencyChanges } from './agency-changes.ts';
import { badRequest, HttpError } from './http-errors.ts';
import { PLAN_LIMIT } from './subscriptions.ts';
import type { Sanitizer } from './sanitize.ts';
import { decryptSecret, encryptSecret, secretHint } from './secrets.ts';
import { STRIPE_SECRET, STRIPE_WEBHOOK_SECRET } from './agency-secrets.ts';
import { loadSignInSecrets, loginSettingsOf, planLoginSave, type SignInSecrets } from './login-settings.ts';
import { diffFields, type SettingsPlan } from './settings-changes.ts';

// The agency's settings as the back-office reads and saves them (issue #15, decision 0030): five
// sections over one agency row, one version for all, every save audited in its own transaction.

type Stored = AgencySettingsRow & {
  agency: Agency;
  stripeSecret: StoredSecret | null;
  stripeHint: string | null;
  webhookSecret: StoredSecret | null;
  signInSecrets: SignInSecrets;
};

const WEBSITE_FIELDS = Object.keys(websiteAgencyFieldsSchema.shape) as Array<keyof typeof websiteAgencyFieldsSchema.shape>;
const EMPTY_ABOUT = { isEnabled: false, title: '', image: '', content: '' };
const EMPTY_FAQS = { isEnabled: false, headerMessage: '', questions: [] };

async function load(tx: TenantTx, tenantId: string, forUpdate = false): Promise<Stored> {
  const row = await getAgencySettingsRow(tx, tenantId, { forUpdate });
  if (!row) throw new HttpError(404, 'Agency not found.');
  // Stored configs from before a field existed get its default (logoPlacement, termsOfUse, payment …).
  const agency = agencySchema.parse({ ...row.config, languages: row.languages.length > 0 ? row.languages : undefined });
  const secret = await getAgencySecret(tx, tenantId, STRIPE_SECRET);
  const webhookSecret = await getAgencySecret(tx, tenantId, STRIPE_WEBHOOK_SECRET);
  const signInSecrets = await loadSignInSecrets(tx, tenantId);
  return { ...row, agency, stripeSecret: secret, stripeHint: secret?.hint ?? null, webhookSecret, signInSecrets };
}

function toSettings(s: Stored): AgencySettings {
  const { agency } = s;
  const picked = Object.fromEntries(WEBSITE_FIELDS.map((k) => [k, agency[k]])) as Pick<typeof agency, (typeof WEBSITE_FIELDS)[number]>;
  return {
    version: s.version,
    updatedAt: s.updatedAt.toISOString(),
    website: {
      agency: { ...picked, askAnalyticsConsent: agency.settings.askAnalyticsConsent, mapStyleUrl: agency.settings.mapStyleUrl },
      about: s.about ?? EMPTY_ABOUT,
      faqs: s.faqs ?? EMPTY_FAQS,
    },
    theme: { primaryColor: agency.primaryColor, logoPlacement: agency.logoPlacement },
    markup: agency.pricing,
    product: {
      bookingMenuItemOptions: agency.bookingMenuItemOptions,
      enabledCruiseLines: agency.enabledCruiseLines,
      enabledCountries: agency.enabledCountries,
      enabledCurrencies: agency.enabledCurrencies,
    },
    payment: {
      currentGateway: agency.currentGateway.trim().toLowerCase() === 'stripe' ? 'stripe' : 'sandbox',
      stripe: { publishableKey: agency.payment.stripePublishableKey, secretKeyHint: s.stripeHint, webhookSecretHint: s.webhookSecret?.hint ?? null },
      legal: agency.legal,
    },
    wallet: { ...agency.wallet, currency: walletCurrencyOf(agency) },
    academy: agency.academy,
    login: loginSettingsOf(agency, s.signInSecrets),
  };
}

/** GET /api/agency/settings. */
export async function readAgencySettings(db: Database, tenantId: string): Promise<AgencySettings> {
  return db.withTenant(tenantId, async (tx) => toSettings(await load(tx, tenantId)), { readOnly: true });
}

// ---- saving --------------------------------------------------------------------------------------

export interface SaveContext {
  deps: { db: Database; config: Pick<Config, 'SETTINGS_ENCRYPTION_KEY' | 'production'>; agencyChanges: AgencyChanges; sanitizer: Sanitizer };
  tenantId: string;
  session: SessionWithUser;
  /** The limits of the agency's plan in force (the tenant context's, decision 0152). */
  planLimits: PlanLimits | null;
}

/**
 * Each HTML field of the Website section cleaned by the storefront's sanitiser, on its threads and
 * before the save's transaction (which holds the agency's row): content past the limits answers
 * 4xx naming its field, and nothing is written.
 */
async function sanitizeWebsite(sanitizer: Sanitizer, w: WebsiteSettings): Promise<WebsiteSettings> {
  const policies = AGENCY_HTML_FIELDS;
  const cleaned = await sanitizer.html([
    ...policies.map((key) => ({ field: `settings.agency.${key}`, text: w.agency[key] })),
    { field: 'settings.about.content', text: w.about.content },
    ...w.faqs.questions.map((q, i) => ({ field: `settings.faqs.questions.${i}.answer`, text: q.answer })),
  ]);
  const at = (i: number) => cleaned[i]!;
  return {
    agency: { ...w.agency, ...Object.fromEntries(policies.map((key, i) => [key, at(i)])) },
    about: { ...w.about, content: at(policies.length) },
    faqs: { ...w.faqs, questions: w.faqs.questions.map((q, i) => ({ ...q, answer: at(policies.length + 1 + i) })) },
  };
}

const keyMode = (key: string): string | undefined => /^[a-z]{2}_(test|live)_/.exec(key)?.[1];

function planPayment(ctx: SaveContext, s: Stored, input: PaymentSettingsInput): SettingsPlan {
  const publishableKey = input.stripe.publishableKey;
  const newSecret = input.stripe.secretKey ? input.stripe.secretKey : null;
  const hasSecret = newSecret !== null || s.stripeHint !== null;
  if (input.currentGateway === 'stripe') {
    if (publishableKey === '') throw badRequest('settings.stripe.publishableKey: Stripe needs the publishable key (pk_…).', 'settings.stripe.publishableKey');
    if (!hasSecret) throw badRequest('settings.stripe.secretKey: Stripe needs the secret key (sk_…).', 'settings.stripe.secretKey');
  }
  const secretMode = newSecret ? keyMode(newSecret) : s.stripeHint ? keyMode(s.stripeHint) : undefined;
  if (publishableKey !== '' && secretMode && keyMode(publishableKey) !== secretMode) {
    throw badRequest('settings.stripe.secretKey: The publishable and secret keys must both be test keys or both live keys.', 'settings.stripe.secretKey');
  }
  // Legal details left out of the save keep the stored ones; they are audited field by field (legal.taxNumber …).
  const legal = input.legal ?? s.agency.legal;
  const before = {
    currentGateway: toSettings(s).payment.currentGateway,
    stripe: { publishableKey: s.agency.payment.stripePublishableKey },
    legal: s.agency.legal,
  };
  const after = { currentGateway: input.currentGateway, stripe: { publishableKey }, legal };
  const changes = diffFields(before, after);
  const writes: SettingsPlan['writes'] = [];
  // The secret is compared, never recorded: the log says only that it was set or changed.
  const stored = () => (s.stripeSecret ? decryptSecret(ctx.deps.config.SETTINGS_ENCRYPTION_KEY, ctx.tenantId, STRIPE_SECRET, s.stripeSecret.ciphertext) : null);
  if (newSecret !== null && (s.stripeHint === null || stored() !== newSecret)) {
    changes.push({ field: 'stripe.secretKey', from: s.stripeHint === null ? 'not set' : 'set', to: s.stripeHint === null ? 'set' : 'changed' });
    const ciphertext = encryptSecret(ctx.deps.config.SETTINGS_ENCRYPTION_KEY, ctx.tenantId, STRIPE_SECRET, newSecret);
    const hint = secretHint(newSecret);
    writes.push((tx) => putAgencySecret(tx, ctx.tenantId, STRIPE_SECRET, { ciphertext, hint }));
  }
  // The webhook endpoint's signing secret, the same way (lib/payments/stripe-webhook.ts checks deliveries with it).
  const newWebhookSecret = input.stripe.webhookSecret ? input.stripe.webhookSecret : null;
  const key = ctx.deps.config.SETTINGS_ENCRYPTION_KEY;
  const storedWebhook = () => (s.webhookSecret ? decryptSecret(key, ctx.tenantId, STRIPE_WEBHOOK_SECRET, s.webhookSecret.ciphertext) : null);
  if (newWebhookSecret !== null && (s.webhookSecret === null || storedWebhook() !== newWebhookSecret)) {
    changes.push({ field: 'stripe.webhookSecret', from: s.webhookSecret === null ? 'not set' : 'set', to: s.webhookSecret === null ? 'set' : 'changed' });
    const ciphertext = encryptSecret(key, ctx.tenantId, STRIPE_WEBHOOK_SECRET, newWebhookSecret);
    writes.push((tx) => putAgencySecret(tx, ctx.tenantId, STRIPE_WEBHOOK_SECRET, { ciphertext, hint: secretHint(newWebhookSecret) }));
  }
  return {
    config: { ...s.config, currentGateway: input.currentGateway, payment: { ...s.agency.payment, stripePublishableKey: publishableKey }, legal },
    changes,
    writes,
  };
}

function plan(ctx: SaveContext, section: SettingsSection, s: Stored, settings: unknown): SettingsPlan {
  const current = toSettings(s);
  switch (section) {
    case 'website': {
      // Cleaned already (saveAgencySettings).
      const sent = settings as WebsiteSettings;
      // A save without the map style (a form that does not show it) keeps the stored one.
      const next = { ...sent, agency: { ...sent.agency, mapStyleUrl: sent.agency.mapStyleUrl ?? s.agency.settings.mapStyleUrl } };
      const { languages, askAnalyticsConsent, mapStyleUrl, ...fields } = next.agency;
      const writes: SettingsPlan['writes'] = [];
      if (JSON.stringify(languages) !== JSON.stringify(current.website.agency.languages)) {
        writes.push((tx) => replaceAgencyLanguages(tx, ctx.tenantId, languages));
      }
      // The default country's currency is the chain's last step (spec §4): it stays among the enabled ones.
      const problem = enabledCurrenciesProblem(s.agency.enabledCurrencies, fields.defaultCountry);
      if (problem) throw badRequest(`settings.agency.defaultCountry: ${problem}`, 'settings.agency.defaultCountry');
      if (JSON.stringify(next.about) !== JSON.stringify(current.website.about)) writes.push((tx) => upsertAgencyPage(tx, ctx.tenantId, 'about', next.about));
      if (JSON.stringify(next.faqs) !== JSON.stringify(current.website.faqs)) writes.push((tx) => upsertAgencyPage(tx, ctx.tenantId, 'faqs', next.faqs));
      return {
        config: { ...s.config, ...fields, settings: { ...s.agency.settings, askAnalyticsConsent, mapStyleUrl } },
        changes: diffFields(current.website, next),
        writes,
      };
    }
    case 'theme': {
      const next = settings as AgencySettings['theme'];
      return { config: { ...s.config, ...next }, changes: diffFields(current.theme, next), writes: [] };
    }
    case 'markup': {
      const next = settings as AgencySettings['markup'];
      return { config: { ...s.config, pricing: next }, changes: diffFields(current.markup, next), writes: [] };
    }
    case 'product': {
      const sent = settings as AgencySettings['product'];
      // A save without the lists (a form that does not show them) keeps the stored ones.
      const next = {
        ...sent,
        enabledCountries: sent.enabledCountries === undefined ? s.agency.enabledCountries : sent.enabledCountries,
        enabledCurrencies: sent.enabledCurrencies === undefined ? s.agency.enabledCurrencies : sent.enabledCurrencies,
      };
      const problem = enabledCurrenciesProblem(next.enabledCurrencies, s.agency.defaultCountry);
      if (problem) throw badRequest(`settings.enabledCurrencies: ${problem}`, 'settings.enabledCurrencies');
      return { config: { ...s.config, ...next }, changes: diffFields(current.product, next), writes: [] };
    }
    case 'payment':
      return planPayment(ctx, s, settings as PaymentSettingsInput);
    case 'wallet': {
      const next = settings as AgencySettings['wallet'];
      return { config: { ...s.config, wallet: next }, changes: diffFields(current.wallet, next), writes: [] };
    }
    case 'academy': {
      const next = settings as AgencySettings['academy'];
      return { config: { ...s.config, academy: next }, changes: diffFields(current.academy, next), writes: [] };
    }
    case 'login': {
      const { config } = ctx.deps;
      const input = { key: config.SETTINGS_ENCRYPTION_KEY, tenantId: ctx.tenantId, production: config.production, config: s.config, agency: s.agency };
      return planLoginSave({ ...input, secrets: s.signInSecrets }, settings as LoginSettingsInput);
    }
  }
}

/** '2026-11-24 10:02 UTC': when the other editor saved, for the 409's message. */
const readableTime = (at: Date): string => `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

async function conflict(tx: TenantTx, tenantId: string, s: Stored): Promise<HttpError> {
  const [last] = await listAuditEntries(tx, tenantId, { actions: ['settings.update'], limit: 1 });
  const message = settingsConflictMessage(last?.actorName ?? 'Someone else', readableTime(last?.at ?? s.updatedAt));
  return new HttpError(409, message, { code: SETTINGS_VERSION_CONFLICT });
}

/**
 * 409 PLAN_LIMIT when the booking menu offers a product the agency's plan does not include (decision
 * 0152), with the products of both lists (`plan`) for the page to word in its language.
 */
function assertProductsInPlan(limits: PlanLimits | null, product: ProductSettings): void {
  const outside = productsOutsidePlan(limits, activeServices(product.bookingMenuItemOptions));
  if (limits && outside.length > 0)
    throw new HttpError(409, planProductsMessage(outside, limits), {
      code: PLAN_LIMIT,
      field: 'settings.bookingMenuItemOptions',
      extra: { plan: { included: planProducts(limits), outside } },
    });
}

/**
 * PUT /api/agency/settings/{section}: refused with 409 unless `version` is the agency's current
 * one; otherwise the section, its audit entry and the new version are written in one transaction.
 * A save that changes nothing answers the settings as they are: no new version, no audit entry.
 * After the commit this instance forgets its cached agency, so the storefront shows the change.
 */
export async function saveAgencySettings(ctx: SaveContext, section: SettingsSection, body: { version: number; settings: unknown }): Promise<AgencySettings> {
  const { db, agencyChanges } = ctx.deps;
  const { tenantId, session } = ctx;
  const settings = section === 'website' ? await sanitizeWebsite(ctx.deps.sanitizer, body.settings as WebsiteSettings) : body.settings;
  if (section === 'product') assertProductsInPlan(ctx.planLimits, settings as ProductSettings);
  const result = await db.withTenant(tenantId, async (tx) => {
    // The row lock makes a second editor wait here, then see the new version and get the 409.
    const s = await load(tx, tenantId, true);
    if (s.version !== body.version) throw await conflict(tx, tenantId, s);
    const p = plan(ctx, section, s, settings);
    if (p.changes.length === 0) return { settings: toSettings(s), changed: false };
    const saved = await saveAgencyConfig(tx, tenantId, body.version, p.config);
    if (!saved) throw await conflict(tx, tenantId, s);
    for (const write of p.writes) await write(tx);
    await insertAuditEntry(tx, tenantId, {
      userId: session.user.id,
      actorName: actorNameOf(session.user),
      actorEmail: session.user.email,
      section,
      changes: p.changes,
    });
    return { settings: toSettings(await load(tx, tenantId)), changed: true };
  });
  if (result.changed) await agencyChanges.changed(tenantId);
  return result.settings;
}

// ---- the audit log -------------------------------------------------------------------------------

const toAuditEntry = (r: AuditRecord): AuditEntry => ({
  id: r.id,
  at: r.at.toISOString(),
  actor: { id: r.userId, name: r.actorName, email: r.actorEmail },
  section: r.section as AuditEntry['section'],
  action: r.action as AuditAction,
  target: r.target,
  ip: r.ip,
  changes: r.changes,
});

/** GET /api/agency/settings/audit: newest first, filtered (domain auditFilterOf). */
export async function readAuditLog(db: Database, tenantId: string, query: AuditQuery): Promise<AuditEntry[]> {
  const filter = auditFilterOf(query);
  const rows = await db.withTenant(tenantId, (tx) => listAuditEntries(tx, tenantId, filter), { readOnly: true });
  return rows.map(toAuditEntry);
}
