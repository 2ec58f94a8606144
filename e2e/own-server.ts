import type { ChildProcess } from 'node:child_process';

// A server process of a test file's own (a production-mode server, one with Stripe keys), beside
// the shared one of the global setup.

/** Waits until `probe` (a GET /healthz) answers 200, for up to 120 s; throws at once if the process exits. */
export async function untilHealthy(server: ChildProcess, probe: () => Promise<{ status: number }>): Promise<void> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    const up = await probe().then(
      (res) => res.status === 200,
      () => false,
    );
    if (up) return;
    if (Date.now() > deadline) throw new Error('server did not start within 120 s');
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Stops the process (SIGTERM: it drains) and waits for it to exit. */
export async function stopServer(server: ChildProcess | undefined): Promise<void> {
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
  }
}
