import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, NORDIC, SUNRISE, type TestApp } from './helpers.ts';
import { book, cookie, hold, steadyRate } from './booking-helpers.ts';

// Guest checkout (decision 0104): Nordic allows the non-login flow (spec §3 allowNonLoginFlow),
// Sunrise does not. A guest books like a traveller, has no account pages, and finds the booking
// later by its reference and e-mail through a single-use e-mailed link, never by the two alone.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ loginLimits: { perAccount: 20, perIp: 200, windowSeconds: 60 } });
});
afterAll(() => t.close());

const post = (host: string, url: string, payload: object, token?: string) =>
  t.call(host, { method: 'POST', url, payload, ...(token ? { cookies: cookie(token) } : {}) });
const get = (host: string, url: string, token: string) => t.call(host, { method: 'GET', url, cookies: cookie(token) });

async function startGuest(host: string, email: string, firstName = 'Gro') {
  const res = await post(host, '/api/user/guest', { firstName, lastName: 'Gjest', email });
  expect(res.statusCode, res.body).toBe(200);
  return { token: res.cookies.find((c) => c.name === 'x-access-token')!.value, profile: res.json().data as Record<string, unknown> };
}

async function guestBooks(host: string, email: string) {
  const { token } = await startGuest(host, email);
  const h = await hold(t, host, token, await steadyRate(t, host));
  expect(h.statusCode, h.body).toBe(201);
  const b = await book(t, host, token, h.json().data, { guest: { firstName: 'Gro', lastName: 'Gjest', email, phone: '' } });
  expect(b.statusCode, b.body).toBe(201);
  return { token, reference: b.json().data.reference as string };
}

/** Mails to `to` whose subject names the reference, newest first. */
async function mailsAbout(host: string, to: string, reference: string) {
  const { data } = (await t.call(host, { method: 'GET', url: '/api/dev/outbox' })).json() as { data: { toAddress: string; subject: string; text: string }[] };
  return data.filter((m) => m.toAddress === to && m.subject.includes(reference));
}
const linkToken = (text: string) => /access\?token=([A-Za-z0-9_-]{43})/.exec(text)?.[1];

describe('booking as a guest', () => {
  it('is refused where the agency asks travellers to sign in', async () => {
    const res = await post(SUNRISE, '/api/user/guest', { firstName: 'Gro', lastName: 'Gjest', email: 'gro@example.com' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Please log in or sign up to book with this agency.');
    expect(res.cookies.find((c) => c.name === 'x-access-token')).toBeUndefined();
  });

  it('books, reads the booking, and is told apart from an account', async () => {
    const email = 'gro.books@example.com';
    const { token, reference } = await guestBooks(NORDIC, email);
    const me = (await get(NORDIC, '/api/user/me', token)).json().data;
    expect(me).toMatchObject({ isGuest: true, isRewardWalletEnable: false, personal_info: { email, first_name: 'Gro' } });
    expect((await get(NORDIC, `/api/bookings/${reference}`, token)).statusCode).toBe(200);
    const trips = (await get(NORDIC, '/api/bookings', token)).json().data as { reference: string }[];
    expect(trips.map((b) => b.reference)).toEqual([reference]);
    // The confirmation e-mail sends a guest to Find my booking, not to a My Trips they cannot sign in to.
    const [confirmation] = await mailsAbout(NORDIC, email, reference);
    expect(confirmation?.text).toContain(`http://nordic.localhost:3000/mytrip/find?reference=${reference}`);
    // No password: the address does not sign in.
    expect((await post(NORDIC, '/api/user/login', { email, password: 'anything-at-all' })).statusCode).toBe(401);
    // The agency's Clients list shows them, marked as a guest, so agents can help.
    const owner = await t.login(NORDIC, 'owner@nordlys.example', 'Owner#2026');
    const clients = (await get(NORDIC, `/api/agent/clients?q=${encodeURIComponent(email)}`, owner)).json().data as {
      email: string;
      status: string;
      bookings: number;
    }[];
    expect(clients).toEqual([expect.objectContaining({ email, status: 'guest', bookings: 1 })]);
  });

  it("has no account's pages: profile, wallet, saved travellers and credits answer 403", async () => {
    const { token } = await startGuest(NORDIC, 'gro.pages@example.com');
    const answers = await Promise.all([
      get(NORDIC, '/api/user/wallet', token),
      get(NORDIC, '/api/user/travellers', token),
      t.call(NORDIC, { method: 'PUT', url: '/api/user/profile', cookies: cookie(token), payload: { firstName: 'X', lastName: 'Y' } }),
      post(NORDIC, '/api/user/change-password', { currentPassword: 'x', newPassword: 'Correct-Horse-42' }, token),
      get(NORDIC, '/api/agent/clients', token),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([403, 403, 403, 403, 403]);
    expect(answers[0]!.json().message).toBe('This needs an account: sign up to keep your trips, travellers and credits in one place.');
  });

  it('a second guest typing the same address sees none of the first one’s bookings', async () => {
    const email = 'gro.shared@example.com';
    const { reference } = await guestBooks(NORDIC, email);
    const { token: second } = await startGuest(NORDIC, email, 'Mallory');
    expect((await get(NORDIC, `/api/bookings/${reference}`, second)).statusCode).toBe(404);
    expect((await get(NORDIC, '/api/bookings', second)).json().data).toEqual([]);
  });
});

describe('Find my booking', () => {
  it('e-mails a single-use link for the right reference and address, and answers the same otherwise', async () => {
    const email = 'gro.finds@example.com';
    const { reference } = await guestBooks(NORDIC, email);
    const before = (await mailsAbout(NORDIC, email, reference)).length;

    const answers = await Promise.all([
      post(NORDIC, '/api/bookings/find', { reference, email: 'someone.else@example.com' }),
      post(NORDIC, '/api/bookings/find', { reference: 'TF-NOSUCH22', email }),
      // Another agency's host does not find Nordic's booking.
      post(SUNRISE, '/api/bookings/find', { reference, email }),
    ]);
    expect(new Set(answers.map((r) => `${r.statusCode} ${r.json().message}`))).toEqual(
      new Set(['200 If this booking exists, we sent a link to its email address.']),
    );
    expect(await mailsAbout(NORDIC, email, reference)).toHaveLength(before);

    // Typed in lower case with the address in capitals, as people do.
    const found = await post(NORDIC, '/api/bookings/find', { reference: reference.toLowerCase(), email: email.toUpperCase() });
    expect(found.statusCode).toBe(200);
    const mails = await mailsAbout(NORDIC, email, reference);
    expect(mails).toHaveLength(before + 1);
    const token = linkToken(mails[0]!.text);
    expect(mails[0]!.text).toContain(`http://nordic.localhost:3000/mytrip/access?token=${token}&reference=${reference}`);

    const opened = await post(NORDIC, '/api/bookings/access', { token: token!, reference });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().data).toMatchObject({ reference, user: { isGuest: true } });
    const session = opened.cookies.find((c) => c.name === 'x-access-token')!.value;
    expect((await get(NORDIC, `/api/bookings/${reference}`, session)).statusCode).toBe(200);

    const again = await post(NORDIC, '/api/bookings/access', { token: token! });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This link is not valid or has expired. Please ask for a new one.');
  });

  it("sends an account's booking to sign in, with no link that opens it", async () => {
    const traveller = await t.login(SUNRISE, 'traveller@sunrise-travel.example', 'Traveller#2026');
    const h = await hold(t, SUNRISE, traveller, await steadyRate(t, SUNRISE));
    const b = await book(t, SUNRISE, traveller, h.json().data);
    const reference = b.json().data.reference as string;
    await post(SUNRISE, '/api/bookings/find', { reference, email: 'ada@example.com' });
    const [mail] = await mailsAbout(SUNRISE, 'ada@example.com', reference).then((m) => m.filter((x) => x.text.includes('Log in')));
    expect(mail?.text).toContain(`http://sunrise.localhost:3000/login?redirect=${encodeURIComponent(`/mytrip/mytrips/${reference}`)}`);
    expect(linkToken(mail!.text)).toBeUndefined();
  });
});

describe('an account of the same address', () => {
  it('adopts the guest bookings once its address is verified, not before', async () => {
    const email = 'gro.joins@example.com';
    const { token: guest, reference } = await guestBooks(NORDIC, email);
    const signup = await post(NORDIC, '/api/user/signup', { firstName: 'Gro', lastName: 'Gjest', email, password: 'Correct-Horse-42' });
    expect(signup.statusCode).toBe(201);
    // Signing up with the address claims nothing yet.
    expect((await get(NORDIC, `/api/bookings/${reference}`, guest)).statusCode).toBe(200);
    const { data } = (await t.call(NORDIC, { method: 'GET', url: '/api/dev/outbox' })).json() as { data: { toAddress: string; text: string }[] };
    const verify = /verify\?token=([A-Za-z0-9_-]{43})/.exec(data.find((m) => m.toAddress === email && m.text.includes('/verify?token='))!.text)![1]!;
    expect((await post(NORDIC, '/api/user/verify', { token: verify })).statusCode).toBe(200);
    const account = await t.login(NORDIC, email, 'Correct-Horse-42');
    const trips = (await get(NORDIC, '/api/bookings', account)).json().data as { reference: string }[];
    expect(trips.map((b) => b.reference)).toContain(reference);
  });
});
