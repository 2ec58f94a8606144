import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const API_TESTS = ['apps/api/test/**/*.test.ts', 'packages/db/test/**/*.test.ts'];
/** API test files that must load the server's modules themselves: tracing patches `http` before the app is imported. */
const NEEDS_OWN_PROCESS = ['apps/api/test/observability-tracing.test.ts'];
const api = {
  environment: 'node',
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // One retry, named in npm test's summary (decision 0040): a test that fails only under a busy
  // CI machine's timing must not sink a submission, and must not hide either.
  retry: 1,
} as const;

// Four suites: fast unit and component tests, API + database tests (fresh database per file; the
// few files that must load the server themselves in api-isolated), and end-to-end tests that drive
// Debian's Chromium against the real server.
export default defineConfig({
  test: {
    // At least two workers, also on two cores (Vitest's default there is one): a test file waits on
    // timers, sockets and its database part of the time, and the second worker fills it (decision 0111).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/api/src/**/*.test.ts'],
          environment: 'node',
          // Pure modules: the files of a worker share them (decision 0111).
          isolate: false,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // One jsdom and one load of the app's modules per worker, not per file; Testing Library
          // unmounts after every test and setup.ts resets what a test may leave (decision 0111).
          isolate: false,
          setupFiles: ['apps/web/src/test/setup.ts'],
        },
      },
      {
        test: {
          ...api,
          name: 'api',
          include: API_TESTS,
          exclude: [...configDefaults.exclude, ...NEEDS_OWN_PROCESS],
          // Each file builds its own app on its own database, so files share a worker's loaded modules
          // rather than loading the server again for each (decision 0111).
          isolate: false,
        },
      },
      {
        test: { ...api, name: 'api-isolated', include: NEEDS_OWN_PROCESS },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // One retry for a real browser against a real server on a shared CI machine; a test that needs
          // it is named in npm test's summary (decision 0014).
          retry: 1,
          fileParallelism: false,
          globalSetup: ['e2e/global-setup.ts'],
        },
      },
    ],
  },
});
