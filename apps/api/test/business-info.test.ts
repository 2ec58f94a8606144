import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, NORDIC, SUNRISE, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const info = {
  contactEmailId: 'olivia@sunrise-travel.example',
  contactPhoneNumber: '+1 415 555 0100',
  hearBy: 'Social Media',
  hearByName: 'LinkedIn',
  hqCountry: 'US',
  bookingVolume: '$100k - $500k',
  useForBusiness: 'B2C website',
  productInterested: 'Hotels,Flights,Cars',
};

const as = async (host: string, email: string, password: string) => {
  const token = await t.login(host, email, password);
  return {
    get: () => t.call(host, { method: 'GET', url: '/api/agency/business-info', cookies: { 'x-access-token': token } }),
    post: (payload: object) => t.call(host, { method: 'POST', url: '/api/agency/business-info', payload, cookies: { 'x-access-token': token } }),
  };
};

describe('business info (spec §7)', () => {
  it('is empty at first, then answers what the owner submitted in data.data', async () => {
    const owner = await as(SUNRISE, 'owner@sunrise-travel.example', 'Owner#2026');
    expect((await owner.get()).json()).toEqual({ data: { data: null } });
    const saved = await owner.post(info);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe('Business information submitted successfully');
    expect((await owner.get()).json()).toEqual({ data: { data: info } });
  });

  it('is readable by an Admin and not by a SalesAgent, a traveller or a visitor', async () => {
    const admin = await as(SUNRISE, 'admin@sunrise-travel.example', 'Admin#2026');
    expect((await admin.get()).statusCode).toBe(200);
    const sales = await as(SUNRISE, 'sales@sunrise-travel.example', 'Sales#2026');
    expect((await sales.get()).statusCode).toBe(403);
    expect((await sales.post(info)).statusCode).toBe(403);
    const traveller = await as(SUNRISE, 'traveller@sunrise-travel.example', 'Traveller#2026');
    expect((await traveller.get()).statusCode).toBe(403);
    expect((await t.call(SUNRISE, { method: 'GET', url: '/api/agency/business-info' })).statusCode).toBe(401);
  });

  it.each([
    [{ ...info, contactEmailId: '' }, 'contactEmailId', 'Email is required'],
    [{ ...info, contactEmailId: 'olivia@' }, 'contactEmailId', 'Please enter a valid email address'],
    [{ ...info, hearBy: 'Other', hearByName: '' }, 'hearByName', 'Please add a detail'],
    [{ ...info, productInterested: '' }, 'productInterested', 'Please choose at least one booking engine'],
    [{ ...info, bookingVolume: 'a lot' }, 'bookingVolume', 'Please choose your annual booking volume'],
  ])('refuses a bad payload with 400 naming the field (%#)', async (payload, field, message) => {
    const owner = await as(NORDIC, 'owner@nordlys.example', 'Owner#2026');
    const res = await owner.post(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field, message: `${field}: ${message}` });
    expect((await owner.get()).json()).toEqual({ data: { data: null } });
  });

  it("keeps each agency's business info to itself", async () => {
    const nordicOwner = await as(NORDIC, 'owner@nordlys.example', 'Owner#2026');
    expect((await nordicOwner.get()).json()).toEqual({ data: { data: null } });
  });
});
