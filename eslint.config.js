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
  // A feature uses another only through that feature's index.ts, its public API; the search feature
  // has a second one, results.ts: what a results page shows before its form loads (decision 0134),
  // apart so that a results chunk does not carry the forms index.ts brings.
  ...features.map((feature) => ({
    target: `./features/${feature}`,
    from: './features',
    except: [`./${feature}`, ...features.filter((other) => other !== feature).map((other) => `./${other}/index.ts`), './search/results.ts'],
    message: 'Import another feature through its index.ts, not its internals.',
  })),
];

// The shape of code a reader can hold in their head (decision 0095): no ternary nested deeper than two levels,
// no function longer than a screen or two. The core no-nested-ternary forbids any nesting, which would turn
// every `a ? x : b ? y : z` into an if-chain; this local rule allows two levels and refuses the third.
const SHAPE_RULES = ['max-lines-per-function', 'tripfront/max-ternary-depth'];
const isFunction = (node) => /Function(Declaration|Expression)$|^ArrowFunctionExpression$/.test(node.type);
const tripfront = {
  meta: { name: 'tripfront' },
  rules: {
    'max-ternary-depth': {
      meta: {
        type: 'suggestion',
        docs: { description: 'Limit how deeply conditional expressions nest inside one another (within one function).' },
        schema: [{ type: 'integer', minimum: 1 }],
        messages: {
          tooDeep: 'This ternary is nested {{depth}} levels deep (at most {{max}}): name the choice in a small function or a table.',
        },
      },
      create(context) {
        const max = context.options[0] ?? 2;
        return {
          ConditionalExpression(node) {
            let depth = 1;
            for (let parent = node.parent; parent && !isFunction(parent); parent = parent.parent) {
              if (parent.type === 'ConditionalExpression') depth += 1;
            }
            // Only the first ternary past the limit is reported, so one nest gives one message.
            if (depth === max + 1) context.report({ node, messageId: 'tooDeep', data: { depth, max } });
          },
        };
      },
    },
    'disable-needs-reason': {
      meta: {
        type: 'problem',
        docs: { description: 'An eslint-disable comment for a shape rule says why, after " -- ".' },
        schema: [],
        messages: {
          noReason: 'Say why beside the exception: `eslint-disable-next-line {{rules}} -- <reason>` (decision 0095).',
        },
      },
      create(context) {
        return {
          Program() {
            for (const comment of context.sourceCode.getAllComments()) {
              const directive = /^\s*eslint-disable(?:-next-line|-line)?(?:\s+([^]*))?$/.exec(comment.value);
              if (!directive) continue;
              const [rulesPart = '', reason = ''] = (directive[1] ?? '').split(/\s--\s/);
              const rules = rulesPart
                .split(',')
                .map((rule) => rule.trim())
                .filter(Boolean);
              const silencesShape = rules.length === 0 || rules.some((rule) => SHAPE_RULES.includes(rule));
              if (silencesShape && reason.trim() === '') {
                context.report({ loc: comment.loc, messageId: 'noReason', data: { rules: rules.join(', ') || '<rule>' } });
              }
            }
          },
        };
      },
    },
  },
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.data/**', 'packages/db/drizzle/**', 'bench/**/*.json', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // A disable comment that no longer silences anything is an error, so exceptions do not outlive their reason.
    linterOptions: { reportUnusedDisableDirectives: 'error' },
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
  {
    // Shape (decision 0095) for the apps' and packages' source; tests, scripts, benchmarks and e2e read as
    // tables of cases and are left free.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/test/**'],
    plugins: { tripfront },
    rules: {
      'tripfront/max-ternary-depth': ['error', 2],
      'max-lines-per-function': ['error', { max: 150, skipBlankLines: true, skipComments: true }],
      'tripfront/disable-needs-reason': 'error',
    },
  },
);
