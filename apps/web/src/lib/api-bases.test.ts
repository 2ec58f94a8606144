import { afterEach, describe, expect, it } from 'vitest';
import { apiBase, setApiBases } from './api-bases.ts';

afterEach(() => setApiBases(undefined));

describe('apiBase', () => {
  it("answers the server's defaults until the bootstrap says otherwise", () => {
    expect([apiBase('hotel'), apiBase('flight'), apiBase('resort')]).toEqual(['/hotel-api', '/flight-api', '/resort-api']);
    setApiBases({ hotel: '/stays-api' });
    expect([apiBase('hotel'), apiBase('flight'), apiBase('resort')]).toEqual(['/stays-api', '/flight-api', '/resort-api']);
  });

  it('keeps the default for a base that is not a path on this origin', () => {
    setApiBases({ hotel: 'https://evil.example', resort: '' } as never);
    expect([apiBase('hotel'), apiBase('resort')]).toEqual(['/hotel-api', '/resort-api']);
  });
});
