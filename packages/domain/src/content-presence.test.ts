import { describe, expect, it } from 'vitest';
import { contentListWords, contentPresence, slugSchema, type PublicContentCounts } from './content.ts';
import { contentEditRefusal } from './navigation/page-permissions.ts';
import { LANGUAGES } from './agency.ts';

const counts = (overrides: Partial<PublicContentCounts> = {}): PublicContentCounts => ({
  posts: 0,
  destinations: 0,
  topDestinations: 0,
  hiddenGems: 0,
  ...overrides,
});

describe('contentPresence', () => {
  it.each<[string, PublicContentCounts, boolean, ReturnType<typeof contentPresence>]>([
    ['nothing public', counts(), true, { blog: false, destinations: false, topDestinations: false, hiddenGems: false }],
    ['a post', counts({ posts: 1 }), false, { blog: true, destinations: false, topDestinations: false, hiddenGems: false }],
    [
      'top destinations shown',
      counts({ destinations: 2, topDestinations: 1 }),
      true,
      { blog: false, destinations: true, topDestinations: true, hiddenGems: false },
    ],
    [
      'top destinations not displayed: neither destination list exists',
      counts({ destinations: 2, topDestinations: 1 }),
      false,
      { blog: false, destinations: false, topDestinations: false, hiddenGems: false },
    ],
    ['displayed but none is top', counts({ destinations: 2 }), true, { blog: false, destinations: true, topDestinations: false, hiddenGems: false }],
    ['hidden gems', counts({ destinations: 1, hiddenGems: 1 }), true, { blog: false, destinations: true, topDestinations: false, hiddenGems: true }],
  ])('%s', (_name, found, display, expected) => {
    expect(contentPresence(found, display)).toEqual(expected);
  });
});

describe('slugSchema', () => {
  it.each([
    ['summer-in-lisbon', true],
    ['رحلة-إلى-البحر', true],
    ['share', false],
    ['Summer', false],
    ['two--hyphens', false],
    ['rss.xml', false],
  ])('%s → %s', (slug, ok) => {
    expect(slugSchema.safeParse(slug).success).toBe(ok);
  });
});

describe('contentEditRefusal', () => {
  type Who = { userType: 'Traveller' | 'AgencyOwner' | 'Admin' | 'SalesAgent'; isRestrictedAgent?: boolean; permissions?: Record<string, { read: boolean }> };
  it.each<[string, Who, ReturnType<typeof contentEditRefusal>]>([
    ['owner', { userType: 'AgencyOwner' }, null],
    ['admin', { userType: 'Admin' }, null],
    ['sales agent', { userType: 'SalesAgent' }, null],
    ['sales agent without website settings', { userType: 'SalesAgent', permissions: { websiteSettings: { read: false } } }, 'permission'],
    ['admin with the settings group off', { userType: 'Admin', permissions: { settings: { read: false } } }, 'permission'],
    ['restricted agent, every page on', { userType: 'SalesAgent', isRestrictedAgent: true }, 'role'],
    ['restricted agent, website settings off', { userType: 'SalesAgent', isRestrictedAgent: true, permissions: { websiteSettings: { read: false } } }, 'role'],
    ['restricted agent signed in as a traveller (single sign-on)', { userType: 'Traveller', isRestrictedAgent: true }, 'role'],
    // An independent travel agent is a Traveller by type (isTravelAgent), not the agency's staff.
    ['traveller or travel agent', { userType: 'Traveller' }, 'role'],
  ])('%s', (_name, { isRestrictedAgent = false, ...user }, expected) => {
    expect(contentEditRefusal({ ...user, isRestrictedAgent })).toBe(expected);
  });
});

describe('contentListWords', () => {
  it('names the agency in every language, and falls back to English', () => {
    for (const language of LANGUAGES) expect(contentListWords('blog', language, 'Sunrise').description).toContain('Sunrise');
    expect(contentListWords('hiddenGems', 'xx', 'Sunrise').title).toBe('Hidden gems around the world');
    expect(contentListWords('blog', 'de', 'Sunrise').description).not.toBe(contentListWords('blog', 'en', 'Sunrise').description);
  });
});
