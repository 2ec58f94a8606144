import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue #14: app.ts and lib/tenant-content.ts imported each other (a type import, which ESLint's
// import-x/no-cycle does not count). No module of the API, nor of a package (packages/*/src), may
// import itself back, type imports included: a cycle makes the load order matter and hides which
// module is the lower layer. A shared type belongs to the lower module.

const IMPORT = /^\s*(?:import|export)\s[^;]*?\sfrom\s+['"](\.{1,2}\/[^'"]+)['"]/gm;

/** Relative imports of every module under `root`, by absolute path. */
function importGraph(root: string): Map<string, string[]> {
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => path.join(root, f));
  return new Map(
    files.map((file) => [
      file,
      [...readFileSync(file, 'utf8').matchAll(IMPORT)].map((m) => path.resolve(path.dirname(file), m[1]!)).filter((target) => existsSync(target)),
    ]),
  );
}

/** The import cycles of a graph (its strongly connected components of more than one module, or a self-import). */
function importCycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (v: string) => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1 || (graph.get(v) ?? []).includes(v)) cycles.push(component.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return cycles;
}

describe('the API modules', () => {
  it('import no cycle, type imports included', () => {
    const src = import.meta.dirname;
    const cycles = importCycles(importGraph(src)).map((c) => c.map((f) => path.relative(src, f)));
    expect(cycles).toEqual([]);
  });

  it('finds a cycle through a type import', () => {
    const graph = new Map([
      ['app.ts', ['routes/site.ts']],
      ['routes/site.ts', ['lib/tenant-content.ts']],
      ['lib/tenant-content.ts', ['app.ts', 'lib/json-cache.ts']],
      ['lib/json-cache.ts', []],
    ]);
    expect(importCycles(graph)).toEqual([['app.ts', 'lib/tenant-content.ts', 'routes/site.ts']]);
    expect([..."import type { AppDeps } from '../app.ts';".matchAll(IMPORT)].map((m) => m[1])).toEqual(['../app.ts']);
  });
});

const PACKAGES = path.resolve(import.meta.dirname, '../../../packages');
const packageSources = readdirSync(PACKAGES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(path.join(PACKAGES, entry.name, 'src')))
  .map((entry) => entry.name);

describe('the packages’ modules', () => {
  it('are all walked', () => expect(packageSources).toEqual(expect.arrayContaining(['db', 'domain', 'suppliers'])));

  it.each(packageSources)('packages/%s/src imports no cycle, type imports included', (name) => {
    const src = path.join(PACKAGES, name, 'src');
    const cycles = importCycles(importGraph(src)).map((c) => c.map((f) => path.relative(src, f)));
    expect(cycles).toEqual([]);
  });
});
