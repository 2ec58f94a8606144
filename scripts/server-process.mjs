// How the API server process is started, in one place: `npm start`, the e2e tests' server and the
// bench's all launch it through here.

/** The command line of the server process (node with tsx, the server's entry point). */
export const SERVER_ARGS = ['--import', 'tsx', 'apps/api/src/server.ts'];

/**
 * The server's environment: `env` plus glibc's malloc tuning (decision 0060). Each argon2id hash
 * takes tens of MB; glibc raises its mmap threshold after freeing such a block, so later ones come
 * from the heap and stay resident for the life of the process (~400 MB after seeding the demo's
 * accounts). A fixed threshold returns every large block when it is freed. A value already set
 * (a deployment's own tuning) is kept.
 */
export function serverEnv(env = process.env) {
  return { MALLOC_MMAP_THRESHOLD_: '131072', ...env };
}
