import { afterEach, describe, expect, it } from 'vitest';
import { fetchCalls, mockApi } from '../test/mock-api.ts';
import { apiRequest } from './api-client.ts';
import { setSignedInProbe } from './deal-link.ts';

// Decision 0118: a visitor who came through a deal link names it on every API call of the session.

afterEach(() => {
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  setSignedInProbe(() => false);
});

const lastHeaders = () => fetchCalls.at(-1)!.headers;

describe('the deal link of the browser session', () => {
  it('is sent from the page that carries it, kept for the next pages, with x-auth-optional while there is no session', async () => {
    mockApi({ 'GET /api/thing': { body: {} } });
    await apiRequest('/api/thing');
    expect(lastHeaders()['x-deal-link']).toBeUndefined();
    expect(lastHeaders()['x-auth-optional']).toBeUndefined();

    window.history.replaceState(null, '', '/booknow/hotels/v2/search?destination=Paris&dealLinkId=aaaabbbb');
    await apiRequest('/api/thing');
    expect(lastHeaders()).toMatchObject({ 'x-deal-link': 'AAAABBBB', 'x-auth-optional': 'true' });

    window.history.replaceState(null, '', '/booknow/hotels/v2/details?id=1');
    await apiRequest('/api/thing');
    expect(lastHeaders()['x-deal-link']).toBe('AAAABBBB');

    setSignedInProbe(() => true);
    await apiRequest('/api/thing');
    expect(lastHeaders()['x-deal-link']).toBe('AAAABBBB');
    expect(lastHeaders()['x-auth-optional']).toBeUndefined();
  });

  it('ignores a dealLinkId that is not a code', async () => {
    mockApi({ 'GET /api/thing': { body: {} } });
    window.history.replaceState(null, '', '/?dealLinkId=42');
    await apiRequest('/api/thing');
    expect(lastHeaders()['x-deal-link']).toBeUndefined();
  });
});
