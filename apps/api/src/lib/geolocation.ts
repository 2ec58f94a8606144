import { BlockList, isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import geoip from 'fast-geoip';
import { DEFAULT_GEOLOCATION, geoLocationOf, type GeoLocation } from '@tripfront/domain/geolocation';

// The visitor's country (spec §3 session flag geoLocation, decision 0147): from a trusted proxy's
// country header, else from the client address through fast-geoip's bundled database (read from
// disk, never downloaded). Lookups are remembered per address in a small LRU, so a returning
// visitor costs a map lookup and a first one about a millisecond.

/** Addresses no database places: loopback, private, link-local, CGNAT, unique-local … (the default United States). */
const UNROUTABLE = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  UNROUTABLE.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  UNROUTABLE.addSubnet(net, prefix, 'ipv6');
}

/** IPv4 mapped into IPv6 (::ffff:81.224.0.1), as a dual-stack socket reports it, as plain IPv4. */
const plainAddress = (ip: string): string => (ip.toLowerCase().startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip);

export interface GeolocatorOptions {
  /** TRUST_PROXY: only then is the country header (and X-Forwarded-For, through request.ip) believed. */
  trustProxy: boolean;
  /** GEO_COUNTRY_HEADER: the proxy's header naming the visitor's country (e.g. cf-ipcountry), lower-case; null for none. */
  countryHeader: string | null;
  /** Addresses remembered; least recently used out first. */
  maxEntries?: number;
  /** The database lookup (tests replace it). */
  lookup?: (ip: string) => Promise<string | null>;
}

const lookupCountry = async (ip: string): Promise<string | null> => (await geoip.lookup(ip))?.country ?? null;

export function createGeolocator({ trustProxy, countryHeader, maxEntries = 10_000, lookup = lookupCountry }: GeolocatorOptions) {
  const cache = new Map<string, Promise<GeoLocation>>();

  const ofAddress = (raw: string): Promise<GeoLocation> => {
    const ip = plainAddress(raw);
    const family = isIP(ip);
    if (family === 0 || UNROUTABLE.check(ip, family === 4 ? 'ipv4' : 'ipv6')) return Promise.resolve(DEFAULT_GEOLOCATION);
    const hit = cache.get(ip);
    if (hit) {
      cache.delete(ip);
      cache.set(ip, hit);
      return hit;
    }
    const pending = lookup(ip).then(
      (code) => geoLocationOf(code),
      // An unreadable database says nothing of where the visitor is: the default, looked up again next time.
      () => {
        cache.delete(ip);
        return DEFAULT_GEOLOCATION;
      },
    );
    cache.set(ip, pending);
    if (cache.size > maxEntries) cache.delete(cache.keys().next().value!);
    return pending;
  };

  return {
    /** The request's geolocation: the trusted proxy's header when it names a country, else the client address's. */
    resolve(request: Pick<FastifyRequest, 'ip' | 'headers'>): Promise<GeoLocation> {
      if (trustProxy && countryHeader) {
        const value = request.headers[countryHeader];
        const named = geoLocationOf(typeof value === 'string' ? value : undefined);
        // 'XX' (unknown) or 'T1' (Tor) from the proxy: the address may still say more.
        if (named !== DEFAULT_GEOLOCATION) return Promise.resolve(named);
      }
      return ofAddress(request.ip);
    },
  };
}
export type Geolocator = ReturnType<typeof createGeolocator>;
