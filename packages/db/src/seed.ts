import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { AGENCY_HTML_FIELDS, seedFileSchema, toMinor, type SeedAgency, type SeedFile } from '@tripfront/domain';
import type { Database, TenantTx } from './client.ts';
import { countAgencies, setPlatformSetting } from './repositories/agencies.ts';
import { putAgencySecret, type StoredSecret } from './repositories/agency-settings.ts';
import { normaliseEmail } from './repositories/users.ts';
import { postWalletEntry } from './repositories/wallet.ts';
import { agencies, agencyHosts, agencyLanguages, agencyPages, navigationEntries, users } from './schema.ts';

export class SeedFileError extends Error {}

/** Reads and validates a seed file (the demo fixture's format); errors name the file and the field. */
export async function loadSeedFile(path: string): Promise<SeedFile> {
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(path, 'utf8'));
  } catch (err) {
    throw new SeedFileError(`SEED_FILE ${path}: ${(err as Error).message}`);
  }
  const parsed = seedFileSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new SeedFileError(`SEED_FILE ${path}: ${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}`);
  }
  const subdomains = new Set<string>();
  for (const a of parsed.data.agencies) {
    if (subdomains.has(a.agency.subdomain)) {
      throw new SeedFileError(`SEED_FILE ${path}: subdomain '${a.agency.subdomain}' is used twice`);
    }
    subdomains.add(a.agency.subdomain);
  }
  return parsed.data;
}

/** Host names an agency answers on: its own hosts and `{subdomain}.localhost`; the first is its canonical host. */
export function routedHosts(entry: SeedAgency): string[] {
  return [...new Set([...entry.hosts, `${entry.agency.subdomain}.localhost`])];
}

export interface SeedResult {
  seeded: boolean;
  agencies: number;
}

/**
 * Seeds the agencies of `file` when the database has none. Runs under the start-up lock, so
 * several instances starting together seed once.
 */
export interface SeedHooks {
  hashPassword: (password: string) => Promise<string>;
  /** Cleans agency-provided HTML before it is stored (on a worker thread in the API: a promise). */
  sanitizeHtml: (html: string) => string | Promise<string>;
  /**
   * Encrypts a secret the seed gives (a sign-in provider's client secret) for agency_secrets; only
   * the API holds the key. Without it, a seed entry with secrets is refused.
   */
  encryptSecret?: (tenantId: string, name: string, plaintext: string) => StoredSecret;
}

/**
 * `fn` made once per distinct argument during one seeding. A seed of many agencies repeats the same
 * demo passwords and HTML: hashing each password (tens of ms on purpose) and cleaning each text on
 * a worker again for every agency was most of the time to seed 1,000 of them. Users of one seed
 * with the same password share its hash (and its salt): the seed file holds the passwords anyway.
 */
function oncePerArgument<T>(fn: (value: string) => T | Promise<T>): (value: string) => Promise<T> {
  const made = new Map<string, Promise<T>>();
  return (value) => {
    let result = made.get(value);
    if (!result) made.set(value, (result = Promise.resolve(fn(value))));
    return result;
  };
}

export async function seedIfEmpty(db: Database, file: SeedFile, hooks: SeedHooks): Promise<SeedResult> {
  return db.withStartupLock(async () => {
    const existing = await countAgencies(db);
    if (existing > 0) return { seeded: false, agencies: existing };
    const once = { ...hooks, hashPassword: oncePerArgument(hooks.hashPassword), sanitizeHtml: oncePerArgument(hooks.sanitizeHtml) };
    for (const entry of file.agencies) await insertAgency(db, entry, once);
    await setPlatformSetting(db, 'defaultHost', file.defaultHost);
    return { seeded: true, agencies: file.agencies.length };
  });
}

/** Each seeded user's credits as the first entry of their wallet ledger. */
async function seedWalletCredits(tx: TenantTx, tenantId: string, seeded: SeedAgency['users']): Promise<void> {
  const rows = await tx.select({ id: users.id, email: users.email }).from(users).where(eq(users.tenantId, tenantId));
  for (const u of seeded) {
    const amountMinor = toMinor(u.credits.amount, u.credits.currency);
    const id = rows.find((r) => r.email === normaliseEmail(u.email))?.id;
    if (amountMinor > 0 && id) {
      await postWalletEntry(tx, { tenantId, userId: id, kind: 'adjust', amountMinor, currency: u.credits.currency, note: 'Opening balance' });
    }
  }
}

export async function insertAgency(db: Database, entry: SeedAgency, hooks: SeedHooks): Promise<string> {
  const tenantId = randomUUID();
  const sealed = Object.entries(entry.secrets).map(([name, plaintext]) => {
    if (!hooks.encryptSecret) throw new Error(`the seed gives secrets for ${entry.agency.subdomain} but no key to encrypt them with`);
    return [name, hooks.encryptSecret(tenantId, name, plaintext)] as const;
  });
  const hashed = await Promise.all(entry.users.map((u) => hooks.hashPassword(u.password)));
  const { languages, ...raw } = entry.agency;
  const clean = async (html: string) => hooks.sanitizeHtml(html);
  const config = { ...raw };
  for (const key of AGENCY_HTML_FIELDS) config[key] = await clean(raw[key]);
  const about = { ...entry.about, content: await clean(entry.about.content) };
  // FAQ answers are HTML too (shown like the About content); questions and the header are plain text.
  const answers = [];
  for (const q of entry.faqs.questions) answers.push({ ...q, answer: await clean(q.answer) });
  const faqs = { ...entry.faqs, questions: answers };
  // As the owner: the app role may not write platform tables (agencies, hosts, pages; migration 0006).
  await db.asOwner(tenantId, async (tx) => {
    await tx.insert(agencies).values({ tenantId, subdomain: config.subdomain, status: config.status, config });
    // The first host listed is the agency's canonical one (emailed links, sitemap; decision 0021).
    await tx.insert(agencyHosts).values(routedHosts(entry).map((host, i) => ({ host, tenantId, isPrimary: i === 0 })));
    await tx.insert(agencyLanguages).values(languages.map((l, position) => ({ ...l, tenantId, position })));
    await tx.insert(agencyPages).values([
      { tenantId, kind: 'about', content: about },
      { tenantId, kind: 'faqs', content: faqs },
    ]);
    for (const [name, secret] of sealed) await putAgencySecret(tx, tenantId, name, secret);
    if (entry.navigations.length > 0) {
      await tx.insert(navigationEntries).values(entry.navigations.map((n, position) => ({ ...n, tenantId, position })));
    }
    if (entry.users.length > 0) {
      await tx.insert(users).values(
        entry.users.map((u, i) => ({
          tenantId,
          email: normaliseEmail(u.email),
          passwordHash: hashed[i] ?? '',
          firstName: u.firstName,
          lastName: u.lastName,
          userType: u.userType,
          isTravelAgent: u.isTravelAgent,
          isRestrictedAgent: u.isRestrictedAgent,
          isRewardWalletEnable: u.isRewardWalletEnable,
          language: config.defaultLanguage,
          emailVerifiedAt: new Date(),
        })),
      );
      // Seeded credits open the user's wallet ledger (issue #16): the ledger is the balance.
      await seedWalletCredits(tx, tenantId, entry.users);
    }
  });
  return tenantId;
}
