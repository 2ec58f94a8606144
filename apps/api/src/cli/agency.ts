// `npm run agency -- <command>`: the platform operator's agency command (README "Platform operator").
// It opens the database the server would (DATA_DIR's embedded PGlite, or DATABASE_URL /
// MIGRATION_DATABASE_URL as the owner role), migrates it, and runs one command.
import path from 'node:path';
import { createDatabase, DataDirInUseError, type Database } from '@tripfront/db';
import { ConfigError, loadConfig, type Config } from '../config.ts';
import { publishAgencyChange } from '../lib/agency-changes.ts';
import { canonicalOrigin } from '../lib/tenant-resolver.ts';
import { toMajor } from '@tripfront/domain';
import {
  agencyEntry,
  createAgency,
  creditAgency,
  generatePassword,
  listAgencies,
  listSupportRequests,
  setAgencyStatus,
  UsageError,
} from './agency-commands.ts';
import { PLAN_FLAGS, PLAN_HELP, runPlanCommand } from './plan-commands.ts';

export const HELP = `Usage: npm run agency -- <command>

  create --name "Blue Sky Travel" --subdomain bluesky --owner-email owner@bluesky.example
         [--host www.bluesky.example] [--owner-password …] [--owner-name Ana] [--color #0b7285] [--language en]
      Creates an agency, its hosts (<subdomain>.localhost, and --host as its canonical host) and its
      first AgencyOwner. Without --owner-password a password is generated and printed once.
  list                      Agencies: subdomain, name, status, hosts, owners.
  disable <subdomain>       Sets the agency Inactive (its site is blocked); recorded in its audit log.
  enable <subdomain>        Sets it Active again.
  support [--open]          Support requests of every agency, newest first (--open: open ones only).
  credit <subdomain> <amount> [--note "…"]
      Credits the agency's own wallet (a negative amount debits it, never below zero), in its wallet currency.
${PLAN_HELP}

Database: DATA_DIR's embedded PGlite (stop the server first), or DATABASE_URL (MIGRATION_DATABASE_URL as the owner when set).
Exit codes: 0 done, 1 failure, 2 a mistake in the command.`;

interface Parsed {
  command: string | undefined;
  args: string[];
  flags: Map<string, string | true>;
}

const BOOLEAN_FLAGS = new Set(['open', 'help', 'all']);

export function parseArgs(argv: readonly string[]): Parsed {
  const args: string[] = [];
  const flags = new Map<string, string | true>();
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (!a.startsWith('--')) {
      args.push(a);
      continue;
    }
    const eq = a.indexOf('=');
    const name = a.slice(2, eq === -1 ? undefined : eq);
    if (eq !== -1) flags.set(name, a.slice(eq + 1));
    else if (BOOLEAN_FLAGS.has(name)) flags.set(name, true);
    else {
      const value = argv[i + 1];
      if (value === undefined || value.startsWith('--')) throw new UsageError(`--${name} needs a value`);
      flags.set(name, value);
      i++;
    }
  }
  return { command: args.shift(), args, flags };
}

function flag(p: Parsed, name: string, required: true): string;
function flag(p: Parsed, name: string, required?: false): string | undefined;
function flag(p: Parsed, name: string, required = false): string | undefined {
  const v = p.flags.get(name);
  if (v === true) throw new UsageError(`--${name} needs a value`);
  if (v === undefined && required) throw new UsageError(`--${name} is required (npm run agency -- --help)`);
  return v;
}

function onlyFlags(p: Parsed, allowed: string[]): void {
  for (const name of p.flags.keys()) if (!allowed.includes(name)) throw new UsageError(`unknown option --${name} for ${p.command}`);
}

/** The database as its owner: the CLI writes platform tables the app role may not. */
export async function openOwnerDatabase(config: Config): Promise<Database> {
  const url = config.MIGRATION_DATABASE_URL ?? config.DATABASE_URL;
  const db = url
    ? await createDatabase({ kind: 'postgres', url, poolSize: 2 })
    : await createDatabase({ kind: 'pglite', dataDir: path.join(config.DATA_DIR, 'pglite'), sharedBuffers: config.PGLITE_SHARED_BUFFERS });
  try {
    await db.withStartupLock(() => db.migrate());
  } catch (err) {
    await db.close();
    throw err;
  }
  return db;
}

export interface Io {
  out: (line: string) => void;
  err: (line: string) => void;
}

/** Runs one command; returns the exit code. */
export async function runAgencyCommand(argv: readonly string[], env: NodeJS.ProcessEnv, io: Io): Promise<number> {
  let parsed: Parsed;
  let config: Config;
  try {
    parsed = parseArgs(argv);
    if (!parsed.command || parsed.flags.has('help') || parsed.command === 'help') {
      io.out(HELP);
      return parsed.command || parsed.flags.has('help') ? 0 : 2;
    }
    if (!['create', 'list', 'disable', 'enable', 'support', 'credit', 'plan'].includes(parsed.command))
      throw new UsageError(`unknown command '${parsed.command}'`);
    config = loadConfig(env);
  } catch (err) {
    if (err instanceof UsageError) {
      io.err(`${err.message}\n\n${HELP}`);
      return 2;
    }
    if (err instanceof ConfigError) {
      io.err(err.message);
      return 1;
    }
    throw err;
  }

  let db: Database | undefined;
  try {
    const p = parsed;
    if (p.command === 'create') {
      onlyFlags(p, ['name', 'subdomain', 'host', 'owner-email', 'owner-password', 'owner-name', 'color', 'language']);
      const input = {
        name: flag(p, 'name', true),
        subdomain: flag(p, 'subdomain', true),
        host: flag(p, 'host'),
        ownerEmail: flag(p, 'owner-email', true),
        ownerPassword: flag(p, 'owner-password'),
        ownerName: flag(p, 'owner-name'),
        color: flag(p, 'color'),
        language: flag(p, 'language'),
      };
      // What the schemas can refuse is refused before the database is opened.
      agencyEntry(input, input.ownerPassword ?? generatePassword());
      db = await openOwnerDatabase(config);
      const created = await createAgency(db, input);
      const publicUrl = { scheme: config.PUBLIC_SCHEME, port: config.PUBLIC_PORT };
      io.out(`Created ${input.name} (${created.subdomain}).`);
      io.out(`  ${created.hosts.map((h) => canonicalOrigin(h, publicUrl)).join('\n  ')}`);
      io.out(`  AgencyOwner: ${created.ownerEmail}`);
      if (created.generatedPassword) io.out(`  Password:    ${created.ownerPassword}   (generated: shown only now; change it under Profile)`);
      if (created.hosts.length > 1) io.out(`  Point ${created.hosts[0]}'s DNS at this server to serve it there.`);
    } else if (p.command === 'list') {
      onlyFlags(p, []);
      db = await openOwnerDatabase(config);
      const agencies = await listAgencies(db);
      if (agencies.length === 0) io.out('No agencies yet: npm run agency -- create …');
      for (const a of agencies) {
        io.out(`${a.subdomain}  ${a.name}  [${a.status}]`);
        io.out(`  hosts:  ${a.hosts.join(', ')}`);
        io.out(`  owners: ${a.ownerEmails.join(', ') || '(none)'}`);
      }
    } else if (p.command === 'disable' || p.command === 'enable') {
      onlyFlags(p, []);
      const subdomain = p.args[0];
      if (!subdomain) throw new UsageError(`${p.command} needs the agency's subdomain (npm run agency -- list)`);
      db = await openOwnerDatabase(config);
      const status = p.command === 'disable' ? 'Inactive' : 'Active';
      const result = await setAgencyStatus(db, subdomain, status);
      if (result.changed && config.REDIS_URL) await publishAgencyChange(config.REDIS_URL, result.tenantId);
      io.out(
        result.changed
          ? `${subdomain} is now ${status}.${config.REDIS_URL ? '' : ` Running servers show it within AGENCY_CACHE_TTL (${config.AGENCY_CACHE_TTL} s).`}`
          : `${subdomain} was already ${status}.`,
      );
    } else if (p.command === 'plan') {
      onlyFlags(p, [...PLAN_FLAGS, 'all']);
      db = await openOwnerDatabase(config);
      for (const line of await runPlanCommand(db, p.args, p.flags)) io.out(line);
    } else if (p.command === 'credit') {
      onlyFlags(p, ['note']);
      const [subdomain, amount] = p.args;
      if (!subdomain || !amount) throw new UsageError('credit needs the subdomain and the amount: npm run agency -- credit bluesky 250');
      db = await openOwnerDatabase(config);
      const done = await creditAgency(db, subdomain, amount, flag(p, 'note'));
      io.out(
        `${subdomain}: ${toMajor(done.amountMinor, done.currency)} ${done.currency} posted; balance ${toMajor(done.balanceMinor, done.currency)} ${done.currency}.`,
      );
    } else {
      onlyFlags(p, ['open']);
      db = await openOwnerDatabase(config);
      const requests = await listSupportRequests(db, { open: p.flags.get('open') === true });
      if (requests.length === 0) io.out(p.flags.has('open') ? 'No open support requests.' : 'No support requests.');
      for (const r of requests) {
        io.out(`${r.reference}  ${r.createdAt.toISOString()}  [${r.status}]  ${r.subdomain} (${r.agencyName})`);
        io.out(`  from:    ${r.contactName} <${r.contactEmail}>${r.contactPhone ? `  ${r.contactPhone}` : ''}`);
        io.out(`  subject: ${r.subject}`);
        io.out(`  ${r.message.replace(/\n/g, '\n  ')}`);
      }
    }
    return 0;
  } catch (err) {
    if (err instanceof UsageError) {
      io.err(err.message);
      return 2;
    }
    if (err instanceof DataDirInUseError) {
      io.err(err.message);
      return 1;
    }
    io.err(`Failed: ${err instanceof Error ? err.message : String(err)}`);
    return 1;
  } finally {
    await db?.close();
  }
}
