import { ESLint } from 'eslint';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The shape rules (decision 0095) are lint rules: these run the repository's ESLint config on small
 * files placed in the apps' and packages' source, so a rule that stops firing fails here rather than
 * silently.
 */
const repoRoot = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: repoRoot });
const SHAPE = ['tripfront/max-ternary-depth', 'max-lines-per-function', 'tripfront/disable-needs-reason'];

async function shapeErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === null || SHAPE.includes(m.ruleId)).map((m) => m.ruleId ?? m.message);
}

const longFunction = (lines: number, before = '') =>
  `${before}export function long(): number {\n  let n = 0;\n${'  n += 1;\n'.repeat(lines - 4)}  return n;\n}\n`;

describe('shape rules', () => {
  it.each([
    ['a ternary three deep', 'apps/web/src/features/deals/x.ts', 'export const f = (a: boolean, b: boolean, c: boolean) => (a ? 1 : b ? 2 : c ? 3 : 4);\n'],
    [
      'a ternary three deep in JSX',
      'apps/web/src/features/deals/x.tsx',
      'export const F = ({ a, b, c }: { a: boolean; b: boolean; c: boolean }) => <p>{a ? <b /> : <i>{b ? 1 : c ? 2 : 3}</i>}</p>;\n',
    ],
    [
      'a ternary three deep in the API',
      'apps/api/src/routes/x.ts',
      'export const f = (a: boolean, b: boolean, c: boolean) => (a ? (b ? (c ? 1 : 2) : 3) : 4);\n',
    ],
  ])(
    'refuses %s',
    async (_, file, code) => {
      expect(await shapeErrors(file, code)).toEqual(['tripfront/max-ternary-depth']);
    },
    30_000,
  );

  it('allows two levels, and counts again inside a function of its own', async () => {
    const code = 'export const f = (a: boolean, b: boolean, xs: number[]) => (a ? 1 : b ? xs.map((x) => (x > 1 ? (x > 2 ? 3 : 2) : 1)) : 0);\n';
    expect(await shapeErrors('packages/domain/src/x.ts', code)).toEqual([]);
  }, 30_000);

  it('refuses a function over 150 lines, in the apps and the packages', async () => {
    expect(await shapeErrors('packages/suppliers/src/x.ts', longFunction(151))).toEqual(['max-lines-per-function']);
    expect(await shapeErrors('apps/web/src/features/deals/x.ts', longFunction(151))).toEqual(['max-lines-per-function']);
    expect(await shapeErrors('apps/web/src/features/deals/x.ts', longFunction(150))).toEqual([]);
  }, 30_000);

  it('leaves tests free', async () => {
    const deep = 'export const f = (a: boolean, b: boolean, c: boolean) => (a ? 1 : b ? 2 : c ? 3 : 4);\n';
    expect(await shapeErrors('apps/web/src/features/deals/x.test.ts', longFunction(200) + deep)).toEqual([]);
  }, 30_000);

  it('takes an exception only with its reason beside it', async () => {
    const withReason = '// eslint-disable-next-line max-lines-per-function -- a table of routes\n';
    expect(await shapeErrors('apps/api/src/routes/x.ts', longFunction(151, withReason))).toEqual([]);
    const bare = '// eslint-disable-next-line max-lines-per-function\n';
    expect(await shapeErrors('apps/api/src/routes/x.ts', longFunction(151, bare))).toEqual(['tripfront/disable-needs-reason']);
  }, 30_000);
});

/**
 * A blanket `eslint-disable` silences the rule that asks for a reason too, so the source itself is read:
 * no comment in the apps' and packages' source turns every rule off, or a shape rule off, without a reason.
 */
describe('exceptions in the source', () => {
  const roots = ['apps', 'packages'].flatMap((dir) =>
    readdirSync(path.join(repoRoot, dir), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => path.join(dir, entry.name, 'src')),
  );
  const files = roots.flatMap((root) =>
    readdirSync(path.join(repoRoot, root), { recursive: true, encoding: 'utf8' })
      // Tests are free of the shape rules (and this one spells bare exceptions out).
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .map((file) => path.join(root, file)),
  );
  const directive = /eslint-disable(?:-next-line|-line)?\b([^\n*]*)/g;

  it('each give their reason', () => {
    expect(files.length).toBeGreaterThan(100);
    const bare = files.flatMap((file) =>
      [...readFileSync(path.join(repoRoot, file), 'utf8').matchAll(directive)]
        .filter(([, rest = '']) => {
          const [rules = '', reason = ''] = rest.split(/\s--\s/);
          const silenced = rules
            .split(',')
            .map((rule) => rule.trim())
            .filter(Boolean);
          return (silenced.length === 0 || silenced.some((rule) => SHAPE.includes(rule))) && reason.trim() === '';
        })
        .map(([text]) => `${file}: ${text.trim()}`),
    );
    expect(bare).toEqual([]);
  });
});
