import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const agencyName = async (host: string) => {
  const res = await t.call(host, { method: 'GET', url: '/api/agency' });
  return res.statusCode === 200 ? (res.json() as { data: { agencyName: string } }).data.agencyName : res.statusCode;
};

describe('tenant resolution from the Host header', () => {
  it.each([
    ['sunrise.localhost', 'Sunrise Travel'],
    ['sunrise.localhost:3000', 'Sunrise Travel'],
    ['SUNRISE.LocalHost:8080', 'Sunrise Travel'],
    ['www.sunrise-travel.example', 'Sunrise Travel'],
    ['www.sunrise-travel.example.', 'Sunrise Travel'],
    ['nordic.localhost', 'Nordlys Reiser'],
    ['gateway.localhost:3000', 'Gateway Partners'],
    ['localhost:3000', 'Sunrise Travel'],
    ['127.0.0.1:3000', 'Sunrise Travel'],
    ['[::1]:3000', 'Sunrise Travel'],
    ['unknown.localhost', 404],
    ['evil.example', 404],
  ])('%s → %s', async (host, expected) => {
    expect(await agencyName(host)).toBe(expected);
  });

  it('answers an unknown host with 404 "Agency not found!" as JSON for the API', async () => {
    const res = await t.call('nope.localhost', { method: 'GET', url: '/api/agency/faqs' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'Agency not found!' });
  });

  it('answers an unknown host with a 404 page saying "Agency not found!"', async () => {
    const res = await t.call('nope.localhost', { method: 'GET', url: '/some/page' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('<h1>Agency not found!</h1>');
  });

  it('still serves an Inactive agency, with its status, so the web app can block it', async () => {
    const res = await t.call('closed.localhost', { method: 'GET', url: '/api/agency' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: { agencyName: 'Closed Voyages', status: 'Inactive' } });
  });
});
