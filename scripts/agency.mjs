#!/usr/bin/env node
// `npm run agency -- <command>`: the platform operator's command (README "Platform operator").
// In production (NODE_ENV=production) it runs what `npm run build` made, apps/api/dist/agency.mjs,
// needing no dev dependency (decision 0079); elsewhere it runs the sources through tsx.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AGENCY_ENTRY } from './server-process.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
const production = process.env.NODE_ENV === 'production';
if (production && !existsSync(AGENCY_ENTRY)) {
  console.error(`Not built (${AGENCY_ENTRY} missing): run npm run build first.`);
  process.exit(1);
}
const args = production ? [AGENCY_ENTRY] : ['--import', 'tsx', 'apps/api/src/cli/agency-main.ts'];
const run = spawnSync(process.execPath, [...args, ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(run.status ?? 1);
