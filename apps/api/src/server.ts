import v8 from 'node:v8';
import vm from 'node:vm';
import { getPlatformSetting, loadSeedFile, type Database } from '@tripfront/db';
import { listAgencies } from './cli/agency-commands.ts';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { openDatabase, openStore, prepareDatabase } from './lib/database.ts';

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  const db = await openDatabase(config);
  // In production a release step migrates (`npm run migrate`); start-up then only checks (decision 0079).
  const seeded = await prepareDatabase(db, config.SEED_FILE, { migrate: config.MIGRATE_ON_START, encryptionKey: config.SETTINGS_ENCRYPTION_KEY });
  const store = openStore(config);
  const app = await buildApp({ config, db, store });
  await app.ready();
  collectStartupGarbage();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    const graceMs = config.SHUTDOWN_GRACE_MS;
    app.log.info({ signal, graceMs }, 'shutting down: finishing requests in flight');
    // Past the grace period the connections still open are closed (their requests are cut), and
    // if closing still hangs (a database that does not answer), the process exits anyway.
    const cut = setTimeout(() => {
      app.log.warn('shutdown grace period over: closing the connections still open');
      app.server.closeAllConnections();
    }, graceMs);
    const giveUp = setTimeout(() => {
      app.log.error('shutdown did not finish: exiting');
      process.exit(1);
    }, graceMs + 5000);
    // A connection whose request finishes during the drain is closed then, not kept alive.
    const idle = setInterval(() => app.server.closeIdleConnections(), 100);
    try {
      // Stops accepting connections (a kept-alive one's next request gets 503), waits for the
      // requests in flight and their writes, then closes the app's own workers and listeners.
      await app.close();
      clearTimeout(cut);
      clearInterval(idle);
      await store.close();
      await db.close();
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
    clearTimeout(giveUp);
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.HOST, port: config.PORT });
  const port = (app.server.address() as { port: number }).port;
  printWelcome(config, db, port, seeded.seeded).catch((err: unknown) => app.log.warn({ err }, 'could not list the agencies'));
}

/**
 * One full garbage collection before the server takes requests. Opening embedded PGlite leaves
 * ~200 MB of start-up buffers (its WebAssembly module and file-system image) that V8 otherwise
 * frees only at its first full collection, which then comes under load and shares the CPU with
 * it. Measured: RSS 1,020 MB → 666 MB right after start.
 */
function collectStartupGarbage(): void {
  v8.setFlagsFromString('--expose-gc');
  (vm.runInNewContext('gc') as () => void)();
}

/**
 * The agencies in the database (also those made with `npm run agency -- create`), with the seed's
 * demo logins outside production; in production the agencies and their URLs only, never a
 * password (decision 0078), and a warning when the sandbox serves.
 */
async function printWelcome(config: Config, db: Database, port: number, seededNow: boolean): Promise<void> {
  const seed = config.SEED_FILE === null ? null : await loadSeedFile(config.SEED_FILE);
  const seeded = new Map(config.production ? [] : (seed?.agencies ?? []).map((entry) => [entry.agency.subdomain, entry]));
  const lines = [
    '',
    `Tripfront is running on port ${port} (${config.DATABASE_URL ? 'PostgreSQL' : `embedded PGlite in ${config.DATA_DIR}`}${seededNow ? ', demo data seeded' : ''}).`,
    '',
  ];
  for (const agency of await listAgencies(db)) {
    const hosts = [`${agency.subdomain}.localhost`, ...agency.hosts.filter((h) => h !== `${agency.subdomain}.localhost`)];
    lines.push(`  ${agency.name} (${agency.status})`);
    lines.push(`    http://${hosts[0]}:${port}${hosts.length > 1 ? `   also: ${hosts.slice(1).join(', ')}` : ''}`);
    // The seed's passwords only where the seed made the agency (its owner is there).
    const entry = seeded.get(agency.subdomain);
    const users = entry?.users.some((u) => agency.ownerEmails.includes(u.email.toLowerCase())) ? entry.users : [];
    for (const u of users) lines.push(`    ${u.userType.padEnd(11)} ${u.email.padEnd(40)} ${u.password}`);
    if (users.length === 0) lines.push(`    AgencyOwner ${agency.ownerEmails.join(', ')}`);
    lines.push('');
  }
  const docsHost = (await getPlatformSetting<string>(db, 'defaultHost')) ?? seed?.defaultHost;
  if (docsHost) lines.push(`  API docs: http://${docsHost}:${port}/api/docs`, '');
  if (config.production && config.ALLOW_SANDBOX) {
    lines.push('  ALLOW_SANDBOX=true: sandbox payments and inventory serve in production; their agencies show "Demo site: no real bookings".', '');
  }
  console.warn(lines.join('\n'));
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
