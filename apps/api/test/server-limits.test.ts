import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';

/**
 * Issue #13: slow request bodies never timed out and connections were uncapped (3,000 slow
 * connections stayed open 30 s). A real listening server, with small limits so the test is quick.
 */
const LIMITS = { REQUEST_TIMEOUT_MS: '800', HEADERS_TIMEOUT_MS: '400', MAX_CONNECTIONS: '6' };
/** Longest a dribbling client is given before the test calls the server's limit missing. */
const GIVE_UP_MS = 5000;

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ config: LIMITS });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(() => t.close());

interface Outcome {
  /** Milliseconds from connecting until the server closed the connection, or null if it never did. */
  closedAfterMs: number | null;
  received: string;
}

/** Connects, writes `head`, then one byte of `drip` every 100 ms until the server closes the connection. */
function dribble(head: string, drip: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    let i = 0;
    let timer: NodeJS.Timeout | undefined;
    const finish = (closedAfterMs: number | null) => {
      clearInterval(timer);
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ closedAfterMs, received });
    };
    const giveUp = setTimeout(() => finish(null), GIVE_UP_MS);
    socket.on('data', (d: Buffer) => (received += d.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => finish(Date.now() - started));
    socket.on('connect', () => {
      socket.write(head);
      timer = setInterval(() => {
        if (!socket.destroyed) socket.write(drip[i++ % drip.length]!);
      }, 100);
    });
  });
}

/** An idle keep-alive connection that has had one answer. */
function openConnection(): Promise<{ socket: net.Socket; answered: boolean }> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.on('error', () => undefined);
    socket.once('data', () => resolve({ socket, answered: true }));
    socket.once('close', () => resolve({ socket, answered: false }));
    socket.on('connect', () => socket.write('GET /healthz HTTP/1.1\r\nHost: sunrise.localhost\r\nConnection: keep-alive\r\n\r\n'));
  });
}

describe('slow clients', () => {
  it('a body that trickles in is cut off after the request timeout with 408', async () => {
    const head = 'POST /api/user/login HTTP/1.1\r\nHost: sunrise.localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"email":"';
    const outcome = await dribble(head, 'aaaaaaaaaa');
    expect(outcome.closedAfterMs).not.toBeNull();
    expect(outcome.closedAfterMs!).toBeLessThan(2500);
    expect(outcome.received).toMatch(/^HTTP\/1\.1 408/);
  });

  it('headers that trickle in are cut off after the headers timeout', async () => {
    const outcome = await dribble('GET /api/agency HTTP/1.1\r\nHost: sunrise.localhost\r\nX-Slow: ', 'abcdefgh');
    expect(outcome.closedAfterMs).not.toBeNull();
    expect(outcome.closedAfterMs!).toBeLessThan(1500);
    expect(outcome.received).toMatch(/^HTTP\/1\.1 408/);
  });
});

describe('connection limit', () => {
  it('closes connections past the limit at once, and accepts again when one ends', async () => {
    const open = await Promise.all(Array.from({ length: 6 }, openConnection));
    try {
      expect(open.map((c) => c.answered)).toEqual(Array(6).fill(true));
      const extra = await openConnection();
      expect(extra.answered).toBe(false);
      open.pop()!.socket.destroy();
      await new Promise((r) => setTimeout(r, 100));
      const again = await openConnection();
      expect(again.answered).toBe(true);
      again.socket.destroy();
    } finally {
      for (const c of open) c.socket.destroy();
    }
  });
});
