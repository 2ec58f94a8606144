import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import { readdirSync } from 'node:fs';
import path from 'node:path';

// The web app's layers (bulletproof-react, decision 0026): imports flow one way, shared → features → app.
const webSrc = path.join(import.meta.dirname, 'apps/web/src');
const features = readdirSync(path.join(webSrc, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const webLayerZones = [
  {
    target: ['./lib', './components', './config', './types'],
    from: ['./features', './app'],
    message: 'Shared code (lib, components, config) is below the features and the app: pass what it needs in, or move it up.',
  },
  { target: './features', from: './app', message: 'A feature does not import the app shell: move what both need to lib/ or config/.' },
  // A feature uses another only through that feature's index.ts, its public API.
  ...features.map((feature) => ({
    target: `./features/${feature}`,
    from: './features',
    except: [`./${feature}`, ...features.filter((other) => other !== feature).map((other) => `./${other}/index.ts`)],
    message: 'Import another feature through its index.ts, not its internals.',
  })),
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.data/**', 'packages/db/drizzle/**', 'bench/**/*.json', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })] },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'import-x/no-restricted-paths': ['error', { basePath: webSrc, zones: webLayerZones }],
    },
  },
  { files: ['scripts/**', 'e2e/**', '**/*.config.*', 'bench/**'], rules: { 'no-console': 'off' } },
);
