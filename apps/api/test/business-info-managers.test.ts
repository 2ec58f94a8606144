import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, NORDIC, SUNRISE, type TestApp } from './helpers.ts';

// The Customer Support Manager list is a per-deployment setting (SUPPORT_MANAGERS).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { SUPPORT_MANAGERS: ' Ada Lovelace , Grace Hopper,,' } });
});
afterAll(() => t.close());

const info = {
  contactEmailId: 'olivia@sunrise-travel.example',
  hearBy: 'Customer Support Manager',
  hearByName: 'Grace Hopper',
  hqCountry: 'US',
  bookingVolume: 'Under $100k',
  useForBusiness: 'B2C website',
  productInterested: 'Hotels',
};

async function as(host: string, email: string, password: string) {
  const token = await t.login(host, email, password);
  const cookies = { 'x-access-token': token };
  return {
    managers: () => t.call(host, { method: 'GET', url: '/api/agency/business-info/support-managers', cookies }),
    post: (payload: object) => t.call(host, { method: 'POST', url: '/api/agency/business-info', payload, cookies }),
  };
}

describe('Customer Support Managers (spec §5)', () => {
  it("answers the deployment's list to owners and admins, trimmed, and refuses others", async () => {
    const owner = await as(SUNRISE, 'owner@sunrise-travel.example', 'Owner#2026');
    const res = await owner.managers();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: ['Ada Lovelace', 'Grace Hopper'] });
    expect((await (await as(SUNRISE, 'admin@sunrise-travel.example', 'Admin#2026')).managers()).statusCode).toBe(200);
    expect((await (await as(SUNRISE, 'sales@sunrise-travel.example', 'Sales#2026')).managers()).statusCode).toBe(403);
    expect((await t.call(SUNRISE, { method: 'GET', url: '/api/agency/business-info/support-managers' })).statusCode).toBe(401);
  });

  it('accepts a manager from the list and refuses one that is not, naming the field', async () => {
    const owner = await as(NORDIC, 'owner@nordlys.example', 'Owner#2026');
    const refused = await owner.post({ ...info, hearByName: 'Somebody Else' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ field: 'hearByName', message: 'hearByName: Please choose a Customer Support Manager' });
    expect((await owner.post({ ...info, hearByName: '' })).statusCode).toBe(400);
    const saved = await owner.post(info);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.data).toMatchObject({ hearBy: 'Customer Support Manager', hearByName: 'Grace Hopper' });
  });
});
