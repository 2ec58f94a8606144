import { describe, expect, it } from 'vitest';
import { requestToday } from './today.ts';

describe("requestToday: the request's today, from its timeZone header and the place", () => {
  const now = new Date('2030-06-15T05:00:00Z');
  const PARIS = 2.35;
  it.each<[string, { timezone?: string | string[] }, number | undefined, string]>([
    ['Paris, its own zone', { timezone: 'Europe/Paris' }, PARIS, '2030-06-15'],
    ['Paris, a header of yesterday is not believed', { timezone: 'Etc/GMT+12' }, PARIS, '2030-06-15'],
    ['no place: the header, anywhere on Earth', { timezone: 'Etc/GMT+12' }, undefined, '2030-06-14'],
    ['a repeated header is ignored', { timezone: ['Etc/GMT+12', 'Etc/GMT+12'] }, undefined, '2030-06-15'],
    ['no header, no place: UTC', {}, undefined, '2030-06-15'],
  ])('%s', (_label, headers, longitude, expected) => expect(requestToday(headers, longitude, now)).toBe(expected));
});
