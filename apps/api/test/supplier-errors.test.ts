import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRecordedDuffel, type RecordedDuffel } from '../../../packages/suppliers/src/duffel/recorded-duffel.ts';
import { flightQueryString, roundTrip } from './flight-helpers.ts';
import { createTestApp, SUNRISE, type TestApp } from './helpers.ts';

// A real supplier's error text is its own: it may quote what we sent it, our Authorization header
// included. A visitor reads our words; the warn log line carries the supplier's, credentials taken out.

const TOKEN = 'duffel_test_PlatformSecret0123456789';
let duffel: RecordedDuffel;
let t: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  duffel = await startRecordedDuffel();
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  t = await createTestApp({ config: { DUFFEL_ACCESS_TOKEN: TOKEN, DUFFEL_API_URL: duffel.apiUrl }, logger: { level: 'debug', stream } });
});
afterAll(async () => {
  await t.close();
  await duffel.close();
});

describe('a supplier error', () => {
  it('reaches a visitor in our words and the log without our credentials', async () => {
    const echoed = `Header 'Authorization: Bearer ${TOKEN}' is not valid for Duffel-Version v2`;
    duffel.answer({
      status: 422,
      body: { meta: { status: 422 }, errors: [{ type: 'invalid_request_error', code: 'invalid_header', title: 'Bad', message: echoed }] },
    });
    const res = await t.call(SUNRISE, { method: 'GET', url: `/flight-api/search?${flightQueryString({ slice: roundTrip(), pageSize: 10 })}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ data: { offers: [] }, message: 'The airline could not accept these details; please check them and try again.' });
    expect(res.body).not.toContain(TOKEN);
    expect(res.body).not.toContain('Authorization');
    // Sunrise has no supplier account and the platform's are not offered to agencies: its flights
    // are the server-wide Duffel's, with the platform's token, as before accounts existed.
    expect(t.config.PLATFORM_SUPPLIER_ACCOUNTS).toBe(false);
    expect(duffel.seen[0]!.headers.authorization).toBe(`Bearer ${TOKEN}`);

    const warned = lines.map((l) => JSON.parse(l) as { msg: string; supplierError?: { detail?: string } }).find((l) => l.msg === 'flight search failed');
    expect(warned?.supplierError?.detail).toBe("Header 'Authorization: Bearer [redacted]' is not valid for Duffel-Version v2");
    expect(lines.join('\n')).not.toContain(TOKEN);
  });
});
