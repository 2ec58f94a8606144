#!/usr/bin/env node
// `npm start` and `npm run migrate` (with --migrate).
// In production (NODE_ENV=production) they run what `npm run build` made, and nothing else: no
// compiler, no dev dependency, no write to the code folder (decision 0079). Elsewhere (the demo),
// `npm start` first builds the web app when its sources are newer than the build and compiles the
// server, so `npm install && npm start` works; the server then migrates, seeds an empty database
// and prints each agency's URL and the demo logins.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { constants } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer, MIGRATE_ENTRY, SERVER_ARGS, SERVER_ENTRY, serverEnv } from './server-process.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
const migrateOnly = process.argv.includes('--migrate');
const production = process.env.NODE_ENV === 'production';

// A stop asked for while building (or before the server runs) ends here; once the server runs,
// it gets the signal and drains (its exit is this process's exit).
let server = null;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => (server ? server.kill(signal) : process.exit(1)));
}

function newestMtime(p) {
  if (!existsSync(p)) return 0;
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(p)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(p, entry)));
  }
  return newest;
}

if (production) {
  const needed = migrateOnly ? [MIGRATE_ENTRY] : [SERVER_ENTRY, ...(process.env.WEB_DIST ? [] : ['apps/web/dist/index.html'])];
  const missing = needed.filter((file) => !existsSync(file));
  if (missing.length > 0) {
    console.error(`Not built (${missing.join(', ')} missing): run npm run build first.`);
    process.exit(1);
  }
} else {
  const builtAt = newestMtime('apps/web/dist/index.html');
  const sources = ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/vite.config.ts', 'packages/domain/src'];
  const sourcesAt = Math.max(...sources.map(newestMtime));
  if (!migrateOnly && existsSync('apps/web/index.html') && (builtAt === 0 || sourcesAt > builtAt)) {
    console.warn('Building the web app…');
    const build = spawnSync('npm', ['run', 'build', '-w', '@tripfront/web'], { stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  // The server's own build is under a second: always fresh.
  await buildServer();
}

const args = migrateOnly ? [MIGRATE_ENTRY] : SERVER_ARGS;
server = spawn(process.execPath, args, { stdio: 'inherit', env: serverEnv() });
server.on('exit', (code, signal) => process.exit(code ?? 128 + (constants.signals[signal] ?? 0)));
