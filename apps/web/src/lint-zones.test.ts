import { ESLint } from 'eslint';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The web app's layers (decision 0026) are lint rules: these run the repository's ESLint config on
 * small files placed in each layer, so a zone that stops firing fails here rather than silently.
 */
const repoRoot = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: repoRoot });

async function zoneErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, 'apps/web/src', file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);
}

describe('web layer zones', () => {
  it.each([
    ['lib imports a feature', 'lib/x.ts', "export { useAgency } from '../features/agency/index.ts';\n"],
    ['lib imports the app', 'lib/x.ts', "export { createAppRouter } from '../app/router.tsx';\n"],
    ['a shared component imports a feature', 'components/ui/x.tsx', "export { useCurrentUser } from '../../features/auth/index.ts';\n"],
    ['config imports the app', 'config/x.ts', "export { createAppRouter } from '../app/router.tsx';\n"],
    ['a feature imports the app', 'features/deals/x.ts', "export { Footer } from '../../app/layout/footer.tsx';\n"],
    ["a feature reaches into another's internals", 'features/deals/x.ts', "export { useLogin } from '../auth/api/login.ts';\n"],
  ])(
    'fails the lint when %s',
    async (_, file, code) => {
      expect(await zoneErrors(file, code)).toEqual([expect.stringMatching(/imported in restricted zone/)]);
    },
    30_000,
  );

  it.each([
    [
      'a feature imports shared code',
      'features/deals/x.ts',
      "export { apiRequest } from '../../lib/api-client.ts';\nexport { paths } from '../../config/paths.ts';\n",
    ],
    ["a feature imports another's public API", 'features/deals/x.ts', "export { useCurrentUser } from '../auth/index.ts';\n"],
    ['a feature imports its own internals', 'features/auth/x.ts', "export { useLogin } from './api/login.ts';\n"],
    [
      'the app imports features and shared code',
      'app/x.ts',
      "export { useAgency } from '../features/agency/index.ts';\nexport { paths } from '../config/paths.ts';\n",
    ],
  ])(
    'passes when %s',
    async (_, file, code) => {
      expect(await zoneErrors(file, code)).toEqual([]);
    },
    30_000,
  );
});
