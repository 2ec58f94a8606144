// The sanitiser's thread as the sources run it (tests): tsx loads sanitize-worker.ts and the
// TypeScript it imports. The compiled server starts apps/api/dist/sanitize-worker.mjs instead,
// which needs no compiler (scripts/server-process.mjs, decision 0079).
import { register } from 'tsx/esm/api';

register();
await import('./sanitize-worker.ts');
