import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import {
  agencySchema,
  LANGUAGE_NAMES,
  LANGUAGES,
  seedFileSchema,
  toMajor,
  toMinor,
  type BookingMenuItem,
  type LanguageCode,
  type SeedAgency,
} from '@tripfront/domain';
import { walletCurrencyOf } from '@tripfront/domain/wallet';
import {
  getPlatformSetting,
  insertAgency,
  lockWalletAccount,
  normaliseEmail,
  postWalletEntry,
  schema,
  setPlatformSetting,
  walletBalance,
  type Database,
  type TenantTx,
} from '@tripfront/db';
import { SYSTEM_ACTORS } from '@tripfront/domain/audit';
import { isCommonPassword } from '../lib/common-passwords.ts';
import { hashPassword } from '../lib/passwords.ts';
import { sanitizeHtml } from '../lib/sanitize.ts';

/**
 * The platform operator's commands (`npm run agency -- …`, issue #15): what the seed file did for
 * the demo agencies, for one real agency at a time. Exported for the tests; agency.ts is the entry.
 */

/** A mistake in what the operator typed (exit code 2), as opposed to a failure (exit code 1). */
export class UsageError extends Error {}

/** The actor of every audit row the command writes. */
export const PLATFORM_OPERATOR = SYSTEM_ACTORS.operator.name;

/**
 * Records a command in the affected agency's audit log (decision 0082): 'operator.command', the
 * agency's subdomain as target, what changed. Inside the command's own transaction.
 */
async function recordCommand(tx: TenantTx, tenantId: string, subdomain: string, changes: Array<{ field: string; from: unknown; to: unknown }>): Promise<void> {
  await tx.insert(schema.agencyAuditLog).values({
    tenantId,
    userId: null,
    actorName: PLATFORM_OPERATOR,
    actorEmail: '',
    section: 'operator',
    action: 'operator.command',
    target: subdomain,
    changes,
  });
}

/** Spec §3's booking menu (ids of §9), all active: the agency narrows it in Product settings. */
export const DEFAULT_BOOKING_MENU: BookingMenuItem[] = [
  { id: 1, title: 'Hotels', active: true },
  { id: 5, title: 'Air Travel', active: true },
  { id: 6, title: 'Resorts', active: true },
  { id: 2, title: 'Car Rentals', active: true },
  { id: 3, title: 'Activities', active: true },
  { id: 4, title: 'Cruise', active: true },
];

export interface CreateAgencyInput {
  name: string;
  subdomain: string;
  /** The agency's own domain (its canonical host); `<subdomain>.localhost` is always added. */
  host?: string | undefined;
  ownerEmail: string;
  /** Generated (and returned once) when absent. */
  ownerPassword?: string | undefined;
  ownerName?: string | undefined;
  color?: string | undefined;
  language?: string | undefined;
}

export interface CreatedAgency {
  tenantId: string;
  subdomain: string;
  hosts: string[];
  ownerEmail: string;
  /** The password as given or generated: shown once, stored only as an argon2id hash. */
  ownerPassword: string;
  generatedPassword: boolean;
}

const entrySchema = seedFileSchema.shape.agencies.element;

/** The first zod issue as `--flag: message`. */
function usage(error: z.ZodError, flags: Record<string, string>): UsageError {
  const issue = error.issues[0];
  const where = issue?.path.map(String) ?? [];
  const flag = Object.entries(flags).find(([p]) => where.join('.').startsWith(p))?.[1] ?? where.join('.');
  return new UsageError(`${flag}: ${issue?.message ?? 'invalid'}`);
}

/** Checks the input with the domain's schemas (the seed file's, so the agency is what a seed would make). */
export function agencyEntry(input: CreateAgencyInput, password: string): SeedAgency {
  const language = input.language ?? 'en';
  if (!(LANGUAGES as readonly string[]).includes(language)) throw new UsageError(`--language: must be one of ${LANGUAGES.join(', ')}`);
  const code = language as LanguageCode;
  const agency = agencySchema.safeParse({
    agencyName: input.name,
    subdomain: input.subdomain,
    status: 'Active',
    ...(input.color !== undefined ? { primaryColor: input.color } : {}),
    defaultLanguage: code,
    languages: [{ name: LANGUAGE_NAMES[code], code, value: code }],
    bookingMenuItemOptions: DEFAULT_BOOKING_MENU,
    contactEmailId: input.ownerEmail,
  });
  if (!agency.success) throw usage(agency.error, { agencyName: '--name', subdomain: '--subdomain', primaryColor: '--color', contactEmailId: '--owner-email' });
  const host = input.host?.trim().toLowerCase().replace(/\.$/, '');
  if (host !== undefined && !/^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/.test(host)) {
    throw new UsageError('--host: must be a host name like www.agency.example (no scheme, port or path)');
  }
  if (password.length > 0 && isCommonPassword(password)) throw new UsageError('--owner-password: is too common; choose another');
  const entry = entrySchema.safeParse({
    // The agency's own domain first: the first host is the canonical one (decision 0021).
    hosts: host ? [host] : [],
    agency: agency.data,
    users: [
      {
        email: input.ownerEmail,
        password,
        firstName: input.ownerName?.trim() || 'Owner',
        userType: 'AgencyOwner',
        isTravelAgent: true,
      },
    ],
  });
  if (!entry.success)
    throw usage(entry.error, { 'users.0.email': '--owner-email', 'users.0.password': '--owner-password', 'users.0.firstName': '--owner-name' });
  return entry.data;
}

/** A password for the first login: 96 random bits, shown once. */
export function generatePassword(): string {
  return randomBytes(12).toString('base64url');
}

/** Creates the agency, its hosts and its first AgencyOwner (email verified); refuses a taken subdomain or host. */
export async function createAgency(db: Database, input: CreateAgencyInput): Promise<CreatedAgency> {
  const password = input.ownerPassword ?? generatePassword();
  const entry = agencyEntry(input, password);
  const subdomain = entry.agency.subdomain;
  const hosts = [...new Set([...entry.hosts, `${subdomain}.localhost`])];
  if ((await listAgencies(db)).some((a) => a.subdomain === subdomain)) throw new UsageError(`--subdomain: '${subdomain}' is taken by another agency`);
  const hostRows = await db.owner.select({ host: schema.agencyHosts.host }).from(schema.agencyHosts).where(inArray(schema.agencyHosts.host, hosts));
  if (hostRows.length > 0) throw new UsageError(`--host: '${hostRows[0]!.host}' already serves another agency`);
  let tenantId: string;
  try {
    tenantId = await insertAgency(db, entry, { hashPassword, sanitizeHtml });
  } catch (err) {
    // Two operators creating the same agency at once: the unique indexes decide.
    if (/unique|duplicate/i.test(String((err as { cause?: unknown }).cause ?? err)))
      throw new UsageError(`--subdomain: '${subdomain}' or one of its hosts is taken`);
    throw err;
  }
  await db.asOwner(tenantId, (tx) =>
    recordCommand(tx, tenantId, subdomain, [
      { field: 'agency', from: null, to: 'created' },
      { field: 'owner', from: null, to: normaliseEmail(input.ownerEmail) },
    ]),
  );
  // A plain http://localhost shows the platform's default agency: the first one created, without a seed.
  if ((await getPlatformSetting<string>(db, 'defaultHost')) === null) await setPlatformSetting(db, 'defaultHost', `${subdomain}.localhost`);
  return {
    tenantId,
    subdomain,
    hosts,
    ownerEmail: normaliseEmail(input.ownerEmail),
    ownerPassword: password,
    generatedPassword: input.ownerPassword === undefined,
  };
}

export interface AgencySummary {
  tenantId: string;
  subdomain: string;
  name: string;
  status: 'Active' | 'Inactive';
  /** Canonical host first. */
  hosts: string[];
  ownerEmails: string[];
}

/**
 * Every agency with its hosts and owners, by subdomain. Tenant tables force row-level security even
 * for their owner role: agencies are found through their hosts (readable by all, for host routing)
 * and each is read with its tenant set.
 */
export async function listAgencies(db: Database): Promise<AgencySummary[]> {
  const tenants = await db.owner.selectDistinct({ tenantId: schema.agencyHosts.tenantId }).from(schema.agencyHosts);
  const out: AgencySummary[] = [];
  for (const { tenantId } of tenants) {
    const found = await db.asOwner(tenantId, async (tx) => {
      const [row] = await tx
        .select({ subdomain: schema.agencies.subdomain, status: schema.agencies.status, config: schema.agencies.config })
        .from(schema.agencies)
        .where(eq(schema.agencies.tenantId, tenantId));
      if (!row) return null;
      const hosts = await tx
        .select({ host: schema.agencyHosts.host, isPrimary: schema.agencyHosts.isPrimary })
        .from(schema.agencyHosts)
        .where(eq(schema.agencyHosts.tenantId, tenantId))
        .orderBy(asc(schema.agencyHosts.createdAt), asc(schema.agencyHosts.host));
      const owners = await tx
        .select({ email: schema.users.email })
        .from(schema.users)
        .where(and(eq(schema.users.tenantId, tenantId), eq(schema.users.userType, 'AgencyOwner')))
        .orderBy(asc(schema.users.email));
      return { row, hosts, owners };
    });
    if (!found) continue;
    const { row, hosts, owners } = found;
    out.push({
      tenantId,
      subdomain: row.subdomain,
      name: row.config.agencyName,
      status: row.status,
      hosts: [...hosts.filter((h) => h.isPrimary), ...hosts.filter((h) => !h.isPrimary)].map((h) => h.host),
      ownerEmails: owners.map((o) => o.email),
    });
  }
  return out.sort((a, b) => a.subdomain.localeCompare(b.subdomain));
}

/**
 * Sets an agency Active or Inactive (spec §3: an Inactive agency's site is blocked) and records it
 * in the agency's audit log. Returns the tenant id and whether anything changed.
 */
export async function setAgencyStatus(db: Database, subdomain: string, status: 'Active' | 'Inactive'): Promise<{ tenantId: string; changed: boolean }> {
  const row = (await listAgencies(db)).find((a) => a.subdomain === subdomain.toLowerCase());
  if (!row) throw new UsageError(`no agency has the subdomain '${subdomain}' (npm run agency -- list)`);
  if (row.status === status) return { tenantId: row.tenantId, changed: false };
  await db.asOwner(row.tenantId, async (tx) => {
    await tx.update(schema.agencies).set({ status, updatedAt: new Date() }).where(eq(schema.agencies.tenantId, row.tenantId));
    await recordCommand(tx, row.tenantId, row.subdomain, [{ field: 'status', from: row.status, to: status }]);
  });
  return { tenantId: row.tenantId, changed: true };
}

export interface SupportInboxEntry {
  reference: string;
  subdomain: string;
  agencyName: string;
  status: 'open' | 'closed';
  createdAt: Date;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  subject: string;
  message: string;
}

/** The platform operator's inbox: every agency's support requests, newest first. */
export async function listSupportRequests(db: Database, options: { open?: boolean } = {}): Promise<SupportInboxEntry[]> {
  const agencies = await listAgencies(db);
  const all: SupportInboxEntry[] = [];
  for (const a of agencies) {
    const rows = await db.asOwner(a.tenantId, (tx) =>
      tx
        .select()
        .from(schema.supportRequests)
        .where(
          options.open
            ? and(eq(schema.supportRequests.tenantId, a.tenantId), eq(schema.supportRequests.status, 'open'))
            : eq(schema.supportRequests.tenantId, a.tenantId),
        ),
    );
    for (const r of rows) {
      all.push({
        reference: r.reference,
        subdomain: a.subdomain,
        agencyName: a.name,
        status: r.status,
        createdAt: r.createdAt,
        contactName: r.contactName,
        contactEmail: r.contactEmail,
        contactPhone: r.contactPhone,
        subject: r.subject,
        message: r.message,
      });
    }
  }
  return all.sort((x, y) => y.createdAt.getTime() - x.createdAt.getTime());
}

/**
 * Credits (or, with a negative amount, debits) the agency's own wallet account (issue #16,
 * decision 0039): `npm run agency -- credit <subdomain> <amount> [--note …]`, in major units of the
 * account's currency. A debit beyond the balance is refused. Answers the entry and the new balance.
 */
export async function creditAgency(
  db: Database,
  subdomain: string,
  amount: string,
  note = '',
): Promise<{ tenantId: string; amountMinor: number; balanceMinor: number; currency: string }> {
  if (!/^-?\d{1,12}(\.\d{1,3})?$/.test(amount) || Number(amount) === 0)
    throw new UsageError(`amount: '${amount}' is not a non-zero amount such as 250 or 99.50`);
  if (note.length > 500) throw new UsageError('--note: at most 500 characters');
  const row = (await listAgencies(db)).find((a) => a.subdomain === subdomain.toLowerCase());
  if (!row) throw new UsageError(`no agency has the subdomain '${subdomain}' (npm run agency -- list)`);
  return db.asOwner(row.tenantId, async (tx) => {
    const [agencyRow] = await tx.select({ config: schema.agencies.config }).from(schema.agencies).where(eq(schema.agencies.tenantId, row.tenantId));
    const agency = agencySchema.parse({ ...agencyRow?.config, languages: undefined });
    await lockWalletAccount(tx, row.tenantId, null);
    const balance = await walletBalance(tx, row.tenantId, null);
    const currency = balance.balanceMinor !== 0 && balance.currency ? balance.currency : walletCurrencyOf(agency);
    const amountMinor = toMinor(Number(amount), currency);
    const posted = await postWalletEntry(tx, {
      tenantId: row.tenantId,
      userId: null,
      kind: amountMinor > 0 ? 'topup' : 'adjust',
      amountMinor,
      currency,
      note: note || (amountMinor > 0 ? 'Top-up by the platform operator' : 'Adjustment by the platform operator'),
    });
    if (!posted.ok)
      throw new UsageError(`the agency's balance is ${toMajor(posted.balanceMinor, posted.currency)} ${posted.currency}: a debit cannot take it below zero`);
    await recordCommand(tx, row.tenantId, row.subdomain, [
      { field: 'wallet', from: toMajor(posted.entry.balanceAfterMinor - amountMinor, currency), to: toMajor(posted.entry.balanceAfterMinor, currency) },
    ]);
    return { tenantId: row.tenantId, amountMinor, balanceMinor: posted.entry.balanceAfterMinor, currency };
  });
}
