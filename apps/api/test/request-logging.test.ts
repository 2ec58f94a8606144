import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIfEmpty, type Database } from '@tripfront/db';
import { createTestDatabase } from '../../../packages/db/test/test-database.ts';
import { buildApp } from '../src/app.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { sanitizeHtml } from '../src/lib/sanitize.ts';
import { DEMO_SEED, SUNRISE, testConfig } from './helpers.ts';

// Request loggers are made on first use (lib/lazy-logger.ts): every line must still carry its request id.
let db: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ db, drop } = await createTestDatabase());
  await seedIfEmpty(db, DEMO_SEED, { hashPassword, sanitizeHtml });
});
afterAll(() => drop());

async function appLoggingAt(level: 'warn' | 'info') {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString().split('\n')) if (line) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const app: FastifyInstance = await buildApp({ config: testConfig({ LOG_LEVEL: level }), db, logger: { level, stream } });
  app.get('/api/test/boom', async () => {
    throw new Error('database exploded');
  });
  await app.ready();
  const call = (url: string, id: string) => app.inject({ method: 'GET', url, headers: { host: SUNRISE, 'x-request-id': id } });
  return { app, lines, call };
}

describe('request logging', () => {
  it('at warn: a failure is logged with its request id, successful requests log nothing', async () => {
    const { app, lines, call } = await appLoggingAt('warn');
    try {
      expect((await call('/api/agency', 'ok-1')).statusCode).toBe(200);
      expect(lines).toEqual([]);
      const res = await call('/api/test/boom', 'boom-1');
      expect(res.statusCode).toBe(500);
      expect(lines).toContainEqual(
        expect.objectContaining({ level: 50, reqId: 'boom-1', msg: 'request failed', err: expect.objectContaining({ message: 'database exploded' }) }),
      );
      expect(lines.every((l) => l.reqId === 'boom-1')).toBe(true);
    } finally {
      await app.close();
    }
  });

  it('at info: each request logs its start and end under its own id, also when requests overlap', async () => {
    const { app, lines, call } = await appLoggingAt('info');
    try {
      await Promise.all([call('/api/agency', 'a-1'), call('/api/agency/faqs', 'b-2'), call('/api/nothing-here', 'c-3')]);
      for (const id of ['a-1', 'b-2', 'c-3']) {
        const mine = lines.filter((l) => l.reqId === id);
        expect(mine.map((l) => l.msg)).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
      }
      expect(lines.find((l) => l.reqId === 'a-1' && l.msg === 'incoming request')).toMatchObject({ req: { method: 'GET', url: '/api/agency' } });
      expect(lines.find((l) => l.reqId === 'c-3' && l.msg === 'request completed')).toMatchObject({ res: { statusCode: 404 } });
    } finally {
      await app.close();
    }
  });
});
