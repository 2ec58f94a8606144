import { describe, expect, it } from 'vitest';
import { agentMarkupCap, dealLinkExpired, dealLinkExpiresAt, dealLinkLastDay, dealLinkTargetAllowed } from './proposals.ts';

// The deal link rules of proposals.ts (decision 0118).

describe('dealLinkExpiresAt', () => {
  it('ends the day once it has ended everywhere (12:00 UTC the next day)', () => {
    expect(dealLinkExpiresAt('2027-03-31').toISOString()).toBe('2027-04-01T12:00:00.000Z');
    expect(dealLinkExpiresAt('2027-12-31').toISOString()).toBe('2028-01-01T12:00:00.000Z');
  });
  it('gives back the day chosen', () => {
    for (const day of ['2027-03-31', '2027-12-31', '2028-02-29']) expect(dealLinkLastDay(dealLinkExpiresAt(day))).toBe(day);
    expect(dealLinkLastDay('2027-04-01T12:00:00.000Z')).toBe('2027-03-31');
  });
});

describe('dealLinkExpired', () => {
  const now = new Date('2027-03-01T10:00:00Z');
  it.each([
    [{ expiresAt: null, archivedAt: null }, false],
    [{ expiresAt: '2027-03-01T10:00:01Z', archivedAt: null }, false],
    [{ expiresAt: '2027-03-01T10:00:00Z', archivedAt: null }, true],
    [{ expiresAt: null, archivedAt: '2027-02-01T00:00:00Z' }, true],
  ])('%j → %s', (link, expired) => expect(dealLinkExpired(link, now)).toBe(expired));
});

describe('dealLinkTargetAllowed', () => {
  it.each([
    ['/booknow/hotels/v2/search?destination=Paris', true],
    ['/hotel-details?id=1', true],
    ['/about', false],
    ['https://elsewhere.example/booknow/hotels', false],
    ['/booknow/hotels?next=https://elsewhere.example', false],
    ['/booknow/hotels/ search', false],
    ['/booknow/\\elsewhere', false],
  ])('%s → %s', (target, allowed) => expect(dealLinkTargetAllowed(target)).toBe(allowed));
});

describe('agentMarkupCap', () => {
  it("is the agency's cap, else 20%", () => {
    expect(agentMarkupCap({})).toBe(2000);
    expect(agentMarkupCap({ maxAgentMarkupBasisPoints: 500 })).toBe(500);
    expect(agentMarkupCap({ maxAgentMarkupBasisPoints: 0 })).toBe(0);
  });
});
