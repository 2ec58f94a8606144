#!/usr/bin/env node
// The server's half of `npm run build`: apps/api/dist/server.mjs, migrate.mjs and agency.mjs (decision 0079).
import { AGENCY_ENTRY, buildServer, MIGRATE_ENTRY, SERVER_ENTRY } from './server-process.mjs';

await buildServer();
console.warn(`Built ${SERVER_ENTRY}, ${MIGRATE_ENTRY} and ${AGENCY_ENTRY}.`);
