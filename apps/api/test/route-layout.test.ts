import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import Fastify, { type FastifyPluginAsync } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerFolder, routeFolders, type RouteFolder } from '../src/routes/index.ts';
import type { AppDeps } from '../src/app.ts';
import { createTestApp, SUNRISE, type TestApp } from './helpers.ts';

// Issue #14 (Deliver 4): the folder says the URL (fastify/demo's layout). Every route file sits in
// the routes/index.ts row of its folder, is registered at that folder's prefix, and each URL lives
// in the deepest folder that names it; a folder that has route folders below it (routes/,
// routes/api/) keeps only one-segment URLs, so a new URL family gets its own folder.

const ROUTES = path.join(import.meta.dirname, '../src/routes');

const segments = (url: string) => url.split('/').filter((s) => s !== '');
const under = (url: string, prefix: string) => {
  const p = segments(prefix);
  const u = segments(url);
  return p.length <= u.length && p.every((s, i) => s === u[i]);
};

/** Why `url`, declared in the folder of `prefix`, is in the wrong folder; null when it is in the right one. */
function misplaced(url: string, prefix: string, folderPrefixes: readonly string[]): string | null {
  if (!under(url, prefix)) return `${url} is not under its folder's URL ${prefix || '/'}`;
  const depth = segments(prefix).length;
  if (depth > 0 && under(`/${segments(url).slice(depth).join('/')}`, prefix)) return `${url} repeats its folder's URL: declare the path below it`;
  const deeper = folderPrefixes.find((p) => segments(p).length > depth && under(url, p));
  if (deeper) return `${url} belongs in the folder of ${deeper}`;
  const namespace = folderPrefixes.some((p) => segments(p).length > depth && under(p, prefix));
  if (namespace && segments(url).length - depth > 1) return `${url}: ${prefix || '/'} has route folders below it, so this URL needs a folder of its own`;
  return null;
}

/** Every file under routes/ whose default export is a plugin, by the folder it sits in. */
async function routeFiles(): Promise<Array<{ file: string; dir: string; plugin: FastifyPluginAsync }>> {
  const files = readdirSync(ROUTES, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
  const found = [];
  for (const file of files.sort()) {
    const module = (await import(pathToFileURL(path.join(ROUTES, file)).href)) as { default?: unknown };
    if (typeof module.default !== 'function') continue;
    const dir = path.dirname(file) === '.' ? '' : path.dirname(file).split(path.sep).join('/');
    found.push({ file: file.split(path.sep).join('/'), dir, plugin: module.default as FastifyPluginAsync });
  }
  return found;
}

/** The routes a folder registers, as 'METHOD url', on an app of its own with the real dependencies. */
async function routesOf(folder: RouteFolder, deps: AppDeps): Promise<string[]> {
  const probe = Fastify({ logger: false });
  probe.setValidatorCompiler(validatorCompiler);
  probe.setSerializerCompiler(serializerCompiler);
  probe.decorate('deps', deps);
  probe.decorate('session', async () => null);
  probe.decorateRequest('auth', null);
  const routes: string[] = [];
  probe.addHook('onRoute', (route) => {
    // The web app's built files are one route each (@fastify/static marks them config.file).
    if ((route.config as { file?: string } | undefined)?.file) return;
    for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push(`${method} ${route.url}`);
  });
  await registerFolder(probe, folder);
  await probe.ready();
  await probe.close();
  return routes;
}

let t: TestApp;
let folders: RouteFolder[];
let files: Awaited<ReturnType<typeof routeFiles>>;
beforeAll(async () => {
  t = await createTestApp();
  folders = routeFolders(t.config);
  files = await routeFiles();
});
afterAll(() => t.close());

describe('route folders (routes/index.ts)', () => {
  it('name their URLs: each row is its folder, and each route file is in the row of the folder it sits in', () => {
    for (const folder of folders) expect(folder.prefix, `routes/${folder.dir}`).toBe(folder.dir === '' ? '' : `/${folder.dir}`);
    const rows = new Map(folders.flatMap((folder) => folder.plugins.map((plugin) => [plugin as unknown, folder.dir] as const)));
    expect(rows.size, 'a plugin listed twice').toBe(folders.reduce((n, f) => n + f.plugins.length, 0));
    const placed = files.map(({ file, plugin }) => [file, rows.get(plugin) ?? 'missing from routes/index.ts']);
    expect(placed).toEqual(files.map(({ file, dir }) => [file, dir]));
    expect(placed.length).toBe(rows.size);
  });

  it('register every URL in the deepest folder that names it', async () => {
    const prefixes = folders.map((f) => f.prefix);
    const problems: string[] = [];
    const all = new Set<string>();
    for (const folder of folders) {
      for (const route of await routesOf(folder, t.app.deps)) {
        all.add(route);
        const problem = misplaced(route.split(' ')[1]!, folder.prefix, prefixes);
        if (problem) problems.push(`routes/${folder.dir}: ${problem}`);
      }
    }
    expect(problems).toEqual([]);
    expect(all.size).toBeGreaterThan(60);

    // …and those are the app's routes: every one the app serves, every operation its document lists.
    for (const route of all) {
      const [method, url] = route.split(' ') as [string, string];
      expect(t.app.hasRoute({ method: method as 'GET', url }), route).toBe(true);
    }
    const doc = (await t.call(SUNRISE, { method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(doc.paths).flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${p.replace(/\{([^}]+)\}/g, ':$1')}`));
    expect(documented.filter((route) => !all.has(route))).toEqual([]);
  });

  it('would catch a URL declared in the wrong folder', () => {
    const prefixes = folders.map((f) => f.prefix);
    // What the review found: the exchange rates among the lookups, the hotel deals at the top.
    expect(misplaced('/api/multi-currency/exchange', '/api', prefixes)).toBe('/api/multi-currency/exchange belongs in the folder of /api/multi-currency');
    expect(misplaced('/hotel-api/deals', '', prefixes)).toBe('/hotel-api/deals belongs in the folder of /hotel-api');
    // A new URL family added to a folder that has folders below it.
    expect(misplaced('/api/insurance/quote', '/api', prefixes)).toMatch(/needs a folder of its own/);
    // An absolute path declared in a folder registered at its prefix ('/api/user/login' in api/user).
    expect(misplaced('/api/user/api/user/login', '/api/user', prefixes)).toBe("/api/user/api/user/login repeats its folder's URL: declare the path below it");
    expect(misplaced('/api/user/login', '/api/user', prefixes)).toBeNull();
    expect(misplaced('/api/agency/images/:field', '/api/agency/images', prefixes)).toBeNull();
  });
});
