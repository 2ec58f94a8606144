/** The command line of the server process (see server-process.mjs). */
export declare const SERVER_ARGS: readonly string[];
/** The server's environment: `env` plus glibc's malloc tuning (see server-process.mjs). */
export declare function serverEnv(env?: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
