import { afterEach, describe, expect, it } from 'vitest';
import { apiBase, DEFAULT_API_BASES, setApiBases } from './api-bases.ts';

afterEach(() => setApiBases());

describe('apiBase', () => {
  it("answers the server's defaults until the bootstrap says otherwise", () => {
    expect([apiBase('hotel'), apiBase('flight'), apiBase('resort')]).toEqual(['/hotel-api', '/flight-api', '/resort-api']);
    setApiBases({ ...DEFAULT_API_BASES, hotel: '/stays-api' });
    expect([apiBase('hotel'), apiBase('flight'), apiBase('resort')]).toEqual(['/stays-api', '/flight-api', '/resort-api']);
  });
});
