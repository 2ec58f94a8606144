import { describe, expect, it } from 'vitest';
import { effectiveMapStyleUrl, mapStyleOrigin, mapStyleUrlSchema } from './map-style.ts';

describe('the maps’ tile source', () => {
  it.each([
    ['', '', null],
    [undefined, undefined, null],
    ['', 'https://tiles.example.com/style.json', 'https://tiles.example.com/style.json'],
    ['https://maps.agency.test/s.json', 'https://tiles.example.com/style.json', 'https://maps.agency.test/s.json'],
    ['  ', 'https://tiles.example.com/style.json', 'https://tiles.example.com/style.json'],
    ['https://maps.agency.test/s.json', undefined, 'https://maps.agency.test/s.json'],
  ])('agency %j, platform %j: %j', (agency, platform, expected) => {
    expect(effectiveMapStyleUrl(agency, platform)).toBe(expected);
  });

  it.each([
    ['https://tiles.example.com/styles/basic/style.json?key=abc', 'https://tiles.example.com'],
    ['https://tiles.example.com:8443/style.json', 'https://tiles.example.com:8443'],
    ['http://tiles.example.com/style.json', null],
    [null, null],
  ])('a page allows %j as %j', (url, origin) => {
    expect(mapStyleOrigin(url)).toBe(origin);
  });

  it.each([
    ['', true],
    ['https://tiles.example.com/style.json', true],
    ['http://tiles.example.com/style.json', false],
    ['javascript:alert(1)', false],
    ['tiles.example.com/style.json', false],
  ])('the setting accepts %j: %s', (value, ok) => {
    expect(mapStyleUrlSchema.safeParse(value).success).toBe(ok);
  });
});
