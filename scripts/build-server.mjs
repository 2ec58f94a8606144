#!/usr/bin/env node
// The server's half of `npm run build`: apps/api/dist/server.mjs and migrate.mjs (decision 0079).
import { buildServer, MIGRATE_ENTRY, SERVER_ENTRY } from './server-process.mjs';

await buildServer();
console.warn(`Built ${SERVER_ENTRY} and ${MIGRATE_ENTRY}.`);
