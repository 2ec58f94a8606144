#!/usr/bin/env node
// The server's half of `npm run build`: apps/api/dist/server.mjs, migrate.mjs, agency.mjs and the
// documents' and sanitiser's threads, pdf-worker.mjs and sanitize-worker.mjs (decisions 0079, 0121, 0140).
import { AGENCY_ENTRY, buildServer, MIGRATE_ENTRY, SERVER_ENTRY } from './server-process.mjs';

await buildServer();
console.warn(`Built ${SERVER_ENTRY}, ${MIGRATE_ENTRY}, ${AGENCY_ENTRY} and the documents and sanitiser threads beside them.`);
