import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savedTravellerAnswerSchema, savedTravellerListAnswerSchema, type SavedTraveller } from '@tripfront/domain/saved-travellers';
import { createTestApp, NORDIC, otherTravellerOf, signInPeople, SUNRISE, type TestApp } from './helpers.ts';
import { cookie } from './booking-helpers.ts';

// Saved travellers (decision 0102): a signed-in account keeps people it books for, with an optional
// passport; no other account, of this agency or another, reads, changes or deletes them.

let t: TestApp;
let traveller: string;
let otherTraveller: string;
let owner: string;
let nordicTraveller: string;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token: string, payload?: object, host = SUNRISE) =>
  t.call(host, { method, url: `/api/user${url}`, cookies: cookie(token), ...(payload ? { payload } : {}) });
const list = async (token: string, host = SUNRISE): Promise<SavedTraveller[]> => {
  const res = await call('GET', '/travellers', token, undefined, host);
  expect(res.statusCode, res.body).toBe(200);
  return savedTravellerListAnswerSchema.parse(res.json()).data;
};

const ada = {
  title: 'Ms',
  firstName: ' Ada ',
  lastName: 'Lovelace',
  birthDate: '1990-12-10',
  nationality: 'gb',
  passport: { number: 'ab1234567', expiry: '2031-05-01', issuingCountry: 'GB' },
};

/** Everything the app logs while this file runs (at trace level): a passport number must never be in it. */
const logLines: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ logger: { level: 'trace', stream: { write: (line: string) => logLines.push(line) } } });
  ({ traveller, otherTraveller, owner, nordicTraveller } = await signInPeople(t, 'saved-other@example.com'));
});
afterAll(() => t.close());

describe('/api/user/travellers', () => {
  it('adds, lists, changes and deletes a saved traveller, names trimmed and codes upper-cased', async () => {
    const created = await call('POST', '/travellers', traveller, ada);
    expect(created.statusCode, created.body).toBe(201);
    const saved = savedTravellerAnswerSchema.parse(created.json()).data;
    expect(saved).toMatchObject({
      title: 'Ms',
      firstName: 'Ada',
      lastName: 'Lovelace',
      birthDate: '1990-12-10',
      nationality: 'GB',
      passport: { number: 'AB1234567', expiry: '2031-05-01', issuingCountry: 'GB' },
    });
    expect(await list(traveller)).toEqual([saved]);

    const changed = await call('PUT', `/travellers/${saved.id}`, traveller, { firstName: 'Augusta Ada', lastName: 'King', nationality: '' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ firstName: 'Augusta Ada', lastName: 'King', title: null, nationality: null, passport: null });

    const deleted = await call('DELETE', `/travellers/${saved.id}`, traveller);
    expect(deleted.statusCode).toBe(204);
    expect(await list(traveller)).toEqual([]);
    expect((await call('DELETE', `/travellers/${saved.id}`, traveller)).statusCode).toBe(404);
  });

  it.each([
    ['no first name', { ...ada, firstName: '  ' }, 'firstName'],
    ['an unknown title', { ...ada, title: 'Lord' }, 'title'],
    ['a birth date that is not a day', { ...ada, birthDate: '1990-02-30' }, 'birthDate'],
    ['a nationality that is not a country', { ...ada, nationality: 'Britain' }, 'nationality'],
    ['a passport number with spaces', { ...ada, passport: { ...ada.passport, number: 'AB 123 456' } }, 'passport.number'],
    ['a passport without its expiry', { ...ada, passport: { number: 'AB1234567', issuingCountry: 'GB' } }, 'passport.expiry'],
    ['a field it does not know', { ...ada, cardNumber: '4242424242424242' }, ''],
  ])('answers 400 to %s', async (_, body, field) => {
    const res = await call('POST', '/travellers', traveller, body);
    expect(res.statusCode).toBe(400);
    if (field) expect(res.json().field ?? res.json().message).toContain(field);
  });

  it("never shows, changes or deletes another account's travellers, in this agency or another", async () => {
    const saved = savedTravellerAnswerSchema.parse((await call('POST', '/travellers', traveller, ada)).json()).data;
    expect(await list(otherTraveller)).toEqual([]);
    expect(await list(owner)).toEqual([]);
    expect(await list(nordicTraveller, NORDIC)).toEqual([]);
    for (const [token, host] of [
      [otherTraveller, SUNRISE],
      [owner, SUNRISE],
      [nordicTraveller, NORDIC],
    ] as const) {
      expect((await call('PUT', `/travellers/${saved.id}`, token, { firstName: 'Eve', lastName: 'Intruder' }, host)).statusCode).toBe(404);
      expect((await call('DELETE', `/travellers/${saved.id}`, token, undefined, host)).statusCode).toBe(404);
    }
    expect(await list(traveller)).toEqual([saved]);
  });

  it('answers 401 without a session', async () => {
    expect((await t.call(SUNRISE, { method: 'GET', url: '/api/user/travellers' })).statusCode).toBe(401);
  });

  it('keeps at most 20 per account (409 past that)', async () => {
    const token = await otherTravellerOf(t, SUNRISE, 'many-travellers@example.com');
    for (let i = 0; i < 20; i += 1) expect((await call('POST', '/travellers', token, { firstName: `Child${i}`, lastName: 'Many' })).statusCode).toBe(201);
    const refused = await call('POST', '/travellers', token, { firstName: 'One', lastName: 'Toomany' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('You can save up to 20 travellers. Delete one to add another.');
  });

  it('never writes a passport number to the logs, saved or refused', async () => {
    expect((await call('POST', '/travellers', traveller, ada)).statusCode).toBe(201);
    expect((await call('POST', '/travellers', traveller, { ...ada, birthDate: 'bad' })).statusCode).toBe(400);
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.join('\n')).not.toMatch(/AB1234567/i);
  });
});
