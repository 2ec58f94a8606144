import { describe, expect, it } from 'vitest';
import { createGeolocator } from './geolocation.ts';

const request = (ip: string, headers: Record<string, string> = {}) => ({ ip, headers });

describe('createGeolocator', () => {
  it('looks an address up once and remembers it, least recently used out first', async () => {
    const asked: string[] = [];
    const geo = createGeolocator({
      trustProxy: false,
      countryHeader: null,
      maxEntries: 2,
      lookup: (ip) => {
        asked.push(ip);
        return Promise.resolve(ip.startsWith('81.') ? 'SE' : 'DE');
      },
    });
    expect(await geo.resolve(request('81.224.0.1'))).toEqual({ country: 'Sweden', countryCode: 'SE', located: true });
    await geo.resolve(request('81.224.0.1'));
    await geo.resolve(request('5.1.0.1'));
    await geo.resolve(request('81.224.0.1'));
    await geo.resolve(request('6.1.0.1')); // 5.1.0.1 leaves: least recently used
    await geo.resolve(request('81.224.0.1'));
    await geo.resolve(request('5.1.0.1'));
    expect(asked).toEqual(['81.224.0.1', '5.1.0.1', '6.1.0.1', '5.1.0.1']);
  });

  it.each(['127.0.0.1', '::1', '10.0.0.1', '172.20.1.1', '192.168.0.9', '100.64.1.1', 'fe80::1', 'fd12::1', 'not-an-ip', '::ffff:127.0.0.1'])(
    '%s is the default United States without a lookup',
    async (ip) => {
      const geo = createGeolocator({ trustProxy: true, countryHeader: null, lookup: () => Promise.reject(new Error('not asked')) });
      expect(await geo.resolve(request(ip))).toEqual({ country: 'United States', countryCode: 'US', located: false });
    },
  );

  it('reads an IPv4 address mapped into IPv6 as the IPv4 one', async () => {
    const geo = createGeolocator({ trustProxy: false, countryHeader: null, lookup: (ip) => Promise.resolve(ip === '81.224.0.1' ? 'SE' : null) });
    expect((await geo.resolve(request('::ffff:81.224.0.1'))).countryCode).toBe('SE');
  });

  it('answers the default when the database fails, and asks again next time', async () => {
    let calls = 0;
    const geo = createGeolocator({
      trustProxy: false,
      countryHeader: null,
      lookup: () => (++calls === 1 ? Promise.reject(new Error('unreadable')) : Promise.resolve('SE')),
    });
    expect((await geo.resolve(request('81.224.0.1'))).countryCode).toBe('US');
    expect((await geo.resolve(request('81.224.0.1'))).countryCode).toBe('SE');
  });

  it('believes the country header only behind a trusted proxy', async () => {
    const lookup = () => Promise.resolve('SE');
    const header = { 'cf-ipcountry': 'NO' };
    expect((await createGeolocator({ trustProxy: true, countryHeader: 'cf-ipcountry', lookup }).resolve(request('81.224.0.1', header))).countryCode).toBe('NO');
    expect((await createGeolocator({ trustProxy: false, countryHeader: 'cf-ipcountry', lookup }).resolve(request('81.224.0.1', header))).countryCode).toBe(
      'SE',
    );
  });

  it('finds a Swedish address in the bundled database', async () => {
    const geo = createGeolocator({ trustProxy: false, countryHeader: null });
    expect(await geo.resolve(request('81.224.0.1'))).toEqual({ country: 'Sweden', countryCode: 'SE', located: true });
  });
});
