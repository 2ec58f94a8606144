// `npm run migrate`: applies the migrations this build ships to the database the server would use
// (MIGRATION_DATABASE_URL's owner, else DATABASE_URL, else the embedded database in DATA_DIR), then
// exits. A release step runs it before the new build's servers start (decision 0079).
import { ConfigError, loadDatabaseConfig } from './config.ts';
import { migrateDatabase, openDatabase } from './lib/database.ts';

async function main(): Promise<void> {
  const config = loadDatabaseConfig();
  const db = await openDatabase(config);
  try {
    await migrateDatabase(db);
  } finally {
    await db.close();
  }
  console.warn(`Migrations applied (${config.DATABASE_URL ? 'PostgreSQL' : `embedded PGlite in ${config.DATA_DIR}`}).`);
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err instanceof ConfigError ? err.message : `Migration failed: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  },
);
