// The documents thread as the sources run it (tests): tsx loads pdf-worker.ts and the TypeScript
// it imports. The compiled server starts apps/api/dist/pdf-worker.mjs instead, which needs no
// compiler (scripts/server-process.mjs, decision 0079).
import { register } from 'tsx/esm/api';

register();
await import('./pdf-worker.ts');
