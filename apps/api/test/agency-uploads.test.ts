import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { AgencySettings } from '@tripfront/domain';
import { findTenantIdByHost, rowsOf } from '@tripfront/db';
import { createTestApp, NORDIC, SUNRISE, type TestApp } from './helpers.ts';

// Issue #15: pictures uploaded from the settings and the profile, checked by their bytes, stored
// in the database and served back from this host only.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A real 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** A PNG header claiming `width`×`height` (the upload check reads the header; nothing is decoded). */
function pngHeader(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(25);
  ihdr.writeUInt32BE(13, 0);
  ihdr.write('IHDR', 4, 'ascii');
  ihdr.writeUInt32BE(width, 8);
  ihdr.writeUInt32BE(height, 12);
  ihdr.set([8, 6, 0, 0, 0], 16);
  return Buffer.concat([PNG.subarray(0, 8), ihdr, PNG.subarray(33)]);
}

const CLEAN_SVG = `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40" viewBox="0 0 120 40"><title>Logo</title><rect width="120" height="40" fill="#0b7285"/><text x="10" y="25" fill="#fff">Sunrise</text></svg>`;

async function session(host: string, email: string, password: string) {
  const token = await t.login(host, email, password);
  return {
    upload: (slot: string, body: Buffer | string | Readable, contentType: string) =>
      t.call(host, {
        method: 'POST',
        url: `/api/agency/settings/images?slot=${slot}`,
        payload: body,
        headers: { 'content-type': contentType },
        cookies: { 'x-access-token': token },
      }),
    profileImage: (body: Buffer | string, contentType: string) =>
      t.call(host, {
        method: 'POST',
        url: '/api/user/profile-image',
        payload: body,
        headers: { 'content-type': contentType },
        cookies: { 'x-access-token': token },
      }),
    token,
  };
}
const owner = () => session(SUNRISE, 'owner@sunrise-travel.example', 'Owner#2026');

describe('uploads', () => {
  it('stores a PNG and serves it back byte for byte, cached for good, on this host only', async () => {
    const o = await owner();
    const res = await o.upload('logo', PNG, 'image/png');
    expect(res.statusCode).toBe(201);
    const image = res.json().data;
    expect(image).toMatchObject({
      contentType: 'image/png',
      bytes: PNG.length,
      width: 1,
      height: 1,
      url: expect.stringMatching(/^\/api\/agency\/assets\/[0-9a-f-]{36}$/),
    });
    const served = await t.call(SUNRISE, { method: 'GET', url: image.url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
    // Another agency's host does not know it; nor an id that is not one.
    expect((await t.call(NORDIC, { method: 'GET', url: image.url })).statusCode).toBe(404);
    expect((await t.call(SUNRISE, { method: 'GET', url: '/api/agency/assets/not-a-uuid' })).statusCode).toBe(404);
    expect((await t.call(SUNRISE, { method: 'GET', url: '/api/agency/assets/00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);

    // The settings take the URL, and the storefront shows it.
    const token = o.token;
    const s = (await t.call(SUNRISE, { method: 'GET', url: '/api/agency/settings', cookies: { 'x-access-token': token } })).json<{ data: AgencySettings }>()
      .data;
    const saved = await t.call(SUNRISE, {
      method: 'PUT',
      url: '/api/agency/settings/website',
      payload: { version: s.version, settings: { ...s.website, agency: { ...s.website.agency, logo: image.url } } },
      cookies: { 'x-access-token': token },
    });
    expect(saved.statusCode).toBe(200);
    expect((await t.call(SUNRISE, { method: 'GET', url: '/api/agency' })).json().data.logo).toBe(image.url);
  });

  it('refuses a text file sent as image/png, a PNG sent as JPEG, and a GIF type', async () => {
    const o = await owner();
    let res = await o.upload('logo', 'just some text, not a picture', 'image/png');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/not a picture/);
    res = await o.upload('logo', PNG, 'image/jpeg');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This file is a PNG picture but was sent as image/jpeg.');
    res = await o.upload('logo', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), 'image/gif');
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('Please upload a PNG, JPEG, WebP or SVG picture.');
    res = await o.upload('logo', Buffer.alloc(0), 'image/png');
    expect(res.statusCode).toBe(400);
    res = await o.upload('banner', PNG, 'image/png');
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('slot');
  });

  it("refuses a file over the slot's size with 413, with or without Content-Length", async () => {
    const o = await owner();
    const big = Buffer.concat([pngHeader(16, 16), Buffer.alloc(130 * 1024)]);
    let res = await o.upload('favicon', big, 'image/png');
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('The picture is too large: a favicon may be at most 128 KB.');
    res = await o.upload('favicon', Readable.from([big.subarray(0, 70_000), big.subarray(70_000)]), 'image/png');
    expect(res.statusCode).toBe(413);
    // The same file is fine for a slot that takes more.
    expect((await o.upload('about', big, 'image/png')).statusCode).toBe(201);
  });

  it('refuses a picture with more pixels than the slot takes', async () => {
    const res = await (await owner()).upload('favicon', pngHeader(1024, 1024), 'image/png');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The picture is 1024×1024 pixels; a favicon may be at most 512 pixels on each side.');
  });

  it.each([
    ['a script', '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>'],
    ['an onload handler', '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(1)"><rect width="10" height="10"/></svg>'],
    [
      'foreignObject',
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject></svg>',
    ],
    [
      'a javascript: link',
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="10" height="10"><a xlink:href="javascript:alert(1)"><rect width="10" height="10"/></a></svg>',
    ],
  ])('refuses an SVG with %s', async (_what, svg) => {
    const res = await (await owner()).upload('logo', svg, 'image/svg+xml');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The SVG contains scripts or event handlers, which are not allowed.');
  });

  it('refuses an SVG with entity declarations or that is not well-formed', async () => {
    const o = await owner();
    const laughs =
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;">]><svg xmlns="http://www.w3.org/2000/svg" width="1" height="1">&b;</svg>';
    expect((await o.upload('logo', laughs, 'image/svg+xml')).statusCode).toBe(400);
    expect((await o.upload('logo', '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><rect></svg>', 'image/svg+xml')).statusCode).toBe(400);
  });

  it('stores a clean SVG and serves it sandboxed', async () => {
    const res = await (await owner()).upload('logo', CLEAN_SVG, 'image/svg+xml');
    expect(res.statusCode).toBe(201);
    const image = res.json().data;
    expect(image).toMatchObject({ contentType: 'image/svg+xml', width: 120, height: 40 });
    const served = await t.call(SUNRISE, { method: 'GET', url: image.url });
    expect(served.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(served.body).toContain('<rect width="120" height="40" fill="#0b7285"/>');
    expect(served.body).toContain('Sunrise</text>');
  });

  it('lets only the owner and admins upload settings pictures; any signed-in user a profile photo', async () => {
    const sales = await session(SUNRISE, 'sales@sunrise-travel.example', 'Sales#2026');
    expect((await sales.upload('logo', PNG, 'image/png')).statusCode).toBe(403);
    const traveller = await session(SUNRISE, 'traveller@sunrise-travel.example', 'Traveller#2026');
    expect((await traveller.upload('logo', PNG, 'image/png')).statusCode).toBe(403);
    const photo = await traveller.profileImage(PNG, 'image/png');
    expect(photo.statusCode).toBe(201);
    expect((await t.call(SUNRISE, { method: 'GET', url: photo.json().data.url })).rawPayload.equals(PNG)).toBe(true);
    expect((await traveller.profileImage('not a picture', 'image/png')).statusCode).toBe(400);
    const visitor = await t.call(SUNRISE, {
      method: 'POST',
      url: '/api/agency/settings/images?slot=logo',
      payload: PNG,
      headers: { 'content-type': 'image/png' },
    });
    expect(visitor.statusCode).toBe(401);
    expect((await t.call(SUNRISE, { method: 'POST', url: '/api/user/profile-image', payload: PNG, headers: { 'content-type': 'image/png' } })).statusCode).toBe(
      401,
    );
  });

  it("saves an uploaded profile photo with the profile, and refuses someone else's picture", async () => {
    const traveller = await session(SUNRISE, 'traveller@sunrise-travel.example', 'Traveller#2026');
    const save = (profileImage: string) =>
      t.call(SUNRISE, {
        method: 'PUT',
        url: '/api/user/profile',
        payload: { firstName: 'Tessa', lastName: 'Traveller', profileImage },
        cookies: { 'x-access-token': traveller.token },
      });
    const photo = (await traveller.profileImage(PNG, 'image/png')).json().data.url as string;
    const saved = await save(photo);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.personal_info.profile_image).toBe(photo);
    const me = await t.call(SUNRISE, { method: 'GET', url: '/api/user/me', cookies: { 'x-access-token': traveller.token } });
    expect(me.json().data.personal_info.profile_image).toBe(photo);

    const logo = (await (await owner()).upload('logo', PNG, 'image/png')).json().data.url as string;
    const nordicPhoto = (await (await session(NORDIC, 'traveller@nordlys.example', 'Traveller#2026')).profileImage(PNG, 'image/png')).json().data.url as string;
    for (const other of [logo, nordicPhoto, '/api/agency/assets/00000000-0000-4000-8000-000000000000']) {
      const refused = await save(other);
      expect(refused.statusCode, other).toBe(400);
      expect(refused.json()).toMatchObject({ field: 'profileImage' });
    }
    expect((await save('https://elsewhere.example/me.png')).statusCode).toBe(400);
    const after = await t.call(SUNRISE, { method: 'GET', url: '/api/user/me', cookies: { 'x-access-token': traveller.token } });
    expect(after.json().data.personal_info.profile_image).toBe(photo);
  });

  it('stops a user after 60 pictures in an hour (429)', async () => {
    // Someone who has not uploaded anything yet in this file (Nordlys's traveller has: a profile photo above).
    const traveller = await session(NORDIC, 'sales@nordlys.example', 'Sales#2026');
    for (let i = 0; i < 60; i += 1) expect((await traveller.profileImage(PNG, 'image/png')).statusCode).toBe(201);
    const res = await traveller.profileImage(PNG, 'image/png');
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe('You uploaded 60 pictures in the last hour. Please try again later.');
  });
});

describe('support requests', () => {
  it('files a request with the agent as contact, lists it for the agency, and refuses travellers and visitors', async () => {
    const sales = await session(SUNRISE, 'sales@sunrise-travel.example', 'Sales#2026');
    const body = { subject: 'Cannot change my logo', message: 'The logo upload says the file is too large.', contactPhone: '+1 555 0100' };
    const res = await t.call(SUNRISE, { method: 'POST', url: '/api/agency/support-requests', payload: body, cookies: { 'x-access-token': sales.token } });
    expect(res.statusCode).toBe(201);
    const filed = res.json().data;
    expect(filed).toMatchObject({ reference: expect.stringMatching(/^SR-[A-Z0-9]{8}$/), subject: body.subject, status: 'open' });
    // A copy went to the agency's contact email through the outbox.
    const tenantId = (await findTenantIdByHost(t.db, 'sunrise.localhost'))!;
    const mail = await t.db.withTenant(tenantId, (tx) =>
      rowsOf<{ to_address: string; text: string }>(tx.execute(sql`select to_address, text from outbox where subject like 'Support request SR-%'`)),
    );
    expect(mail).toEqual([
      expect.objectContaining({
        to_address: 'hello@sunrise-travel.example',
        text: expect.stringContaining('Sam Sales, sales@sunrise-travel.example, +1 555 0100'),
      }),
    ]);
    const list = await t.call(SUNRISE, { method: 'GET', url: '/api/agency/support-requests', cookies: { 'x-access-token': sales.token } });
    expect(list.json().data.map((r: { reference: string }) => r.reference)).toContain(filed.reference);
    // Another agency does not see it.
    const nordic = await session(NORDIC, 'owner@nordlys.example', 'Owner#2026');
    const other = await t.call(NORDIC, { method: 'GET', url: '/api/agency/support-requests', cookies: { 'x-access-token': nordic.token } });
    expect(other.json().data).toEqual([]);
    const traveller = await session(SUNRISE, 'traveller@sunrise-travel.example', 'Traveller#2026');
    expect(
      (await t.call(SUNRISE, { method: 'POST', url: '/api/agency/support-requests', payload: body, cookies: { 'x-access-token': traveller.token } }))
        .statusCode,
    ).toBe(403);
    expect((await t.call(SUNRISE, { method: 'GET', url: '/api/agency/support-requests' })).statusCode).toBe(401);
    const short = await t.call(SUNRISE, {
      method: 'POST',
      url: '/api/agency/support-requests',
      payload: { ...body, message: 'help' },
      cookies: { 'x-access-token': sales.token },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().field).toBe('message');
  });
});
