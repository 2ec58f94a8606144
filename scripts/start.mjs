#!/usr/bin/env node
// `npm start`: builds the web app when its sources are newer than the build, compiles the server, then runs it
// (which migrates, seeds an empty database and prints each agency's URL and the demo logins).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer, SERVER_ARGS, serverEnv } from './server-process.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);

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

const builtAt = newestMtime('apps/web/dist/index.html');
const sourcesAt = Math.max(...['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/vite.config.ts', 'packages/domain/src'].map(newestMtime));
if (existsSync('apps/web/index.html') && (builtAt === 0 || sourcesAt > builtAt)) {
  console.warn('Building the web app…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@tripfront/web'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The server's own build is under a second: always fresh.
await buildServer();
const server = spawn(process.execPath, SERVER_ARGS, { stdio: 'inherit', env: serverEnv() });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
