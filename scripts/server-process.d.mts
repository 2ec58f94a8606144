/** The compiled server, relative to the repository's root (see server-process.mjs). */
export declare const SERVER_ENTRY: string;
/** The compiled migration command (`npm run migrate`), relative to the repository's root. */
export declare const MIGRATE_ENTRY: string;
/** The compiled operator command (`npm run agency`), relative to the repository's root. */
export declare const AGENCY_ENTRY: string;
/** The command line of the server process (see server-process.mjs). */
export declare const SERVER_ARGS: readonly string[];
/** Compiles the server into SERVER_ENTRY; resolves to its absolute path (see server-process.mjs). */
export declare function buildServer(options?: { root?: string }): Promise<string>;
/** The server's environment: `env` plus glibc's malloc tuning (see server-process.mjs). */
export declare function serverEnv(env?: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
/** A TCP port free on 127.0.0.1 right now (see server-process.mjs). */
export declare function freePort(): Promise<number>;
/** esbuild's `charset: 'ascii'` output with the characters of its kept comments escaped too (see server-process.mjs). */
export declare function escapeLeftNonAscii(code: string): string;
