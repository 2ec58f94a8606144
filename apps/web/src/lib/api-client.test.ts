import { describe, expect, it, vi } from 'vitest';
import { fetchCalls, mockApi } from '../test/mock-api.ts';
import { ApiError, apiRequest, setUnauthorizedHandler } from './api-client.ts';

describe('apiRequest', () => {
  it('sends the headers of spec §7 with the cookie session', async () => {
    document.documentElement.lang = 'sv';
    mockApi({ 'POST /api/thing': { body: { ok: true } } });
    await expect(apiRequest('/api/thing', { method: 'POST', body: { a: 1 } })).resolves.toEqual({ ok: true });
    const call = fetchCalls[0]!;
    expect(call.headers['Accept-Language']).toBe('sv');
    expect(call.headers['x-session-id']).toMatch(/.+/);
    expect(call.headers.timeZone).toMatch(/.+/);
    expect(call.headers['Content-Type']).toBe('application/json');
    expect(call.body).toEqual({ a: 1 });
    expect(vi.mocked(fetch).mock.calls[0]?.[1]?.credentials).toBe('include');
    document.documentElement.lang = 'en';
  });

  it('keeps one session id in a cookie', async () => {
    mockApi({ 'GET /api/a': { body: {} } });
    await apiRequest('/api/a');
    await apiRequest('/api/a');
    expect(fetchCalls[0]?.headers['x-session-id']).toBe(fetchCalls[1]?.headers['x-session-id']);
    expect(document.cookie).toContain(`x-session-id=${fetchCalls[0]?.headers['x-session-id']}`);
  });

  it('turns error answers into ApiError with message and field', async () => {
    mockApi({ 'POST /api/x': { status: 400, body: { statusCode: 400, error: 'Bad Request', message: 'Email is required', field: 'email' } } });
    const error = await apiRequest('/api/x', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'Email is required', field: 'email' });
  });

  it('calls the unauthorized handler on 401 unless the call expects it', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    mockApi({ 'GET /api/private': { status: 401, body: { statusCode: 401, message: 'Unauthorized' } } });
    await expect(apiRequest('/api/private')).rejects.toMatchObject({ status: 401 });
    expect(handler).toHaveBeenCalledTimes(1);
    await expect(apiRequest('/api/private', { expectUnauthorized: true })).rejects.toMatchObject({ status: 401 });
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('reports network failures as status 0', async () => {
    vi.mocked(fetch).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(apiRequest('/api/down')).rejects.toMatchObject({ status: 0 });
  });

  it("adds a call's own headers and keeps the whole answer on the error", async () => {
    mockApi({
      'POST /api/hold': {
        status: 409,
        body: { statusCode: 409, message: 'The price changed.', code: 'PRICE_CHANGED', price: { total: { amount: 1, currency: 'USD' } } },
      },
    });
    const error = await apiRequest('/api/hold', { method: 'POST', body: {}, headers: { 'Idempotency-Key': 'k1' } }).catch((e: unknown) => e);
    expect(fetchCalls[0]?.headers['Idempotency-Key']).toBe('k1');
    expect(fetchCalls[0]?.headers.timeZone).toMatch(/.+/);
    expect(error).toMatchObject({ status: 409, body: { code: 'PRICE_CHANGED', price: { total: { amount: 1, currency: 'USD' } } } });
  });
});
