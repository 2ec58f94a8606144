import { describe, expect, it } from 'vitest';
import { contentFooterLinks, contentPresenceOf, NO_CONTENT, visibleNavigations } from './content-links.ts';

const entries = [
  { label: 'Home', path: '/' },
  { label: 'Blog', path: '/blog' },
  { label: 'Top destinations', path: '/top-destination/' },
  { label: 'Destinations', path: '/destination' },
  { label: 'Hidden gems', path: '/hidden-gems-round-the-world' },
  { label: 'Partner', path: 'https://example.com/blog' },
];

describe('visibleNavigations', () => {
  it('drops the links to content pages with nothing to show and keeps every other link', () => {
    expect(visibleNavigations(entries, NO_CONTENT, { topDestinations: true }).map((e) => e.label)).toEqual(['Home', 'Partner']);
  });

  it('keeps the blog link when the blog has posts', () => {
    const shown = visibleNavigations(entries, { ...NO_CONTENT, blog: true, topDestinations: true }, { topDestinations: true });
    expect(shown.map((e) => e.label)).toEqual(['Home', 'Blog', 'Top destinations', 'Partner']);
  });

  it('drops the destination lists where the agency does not display them, whatever their content', () => {
    const all = { blog: true, destinations: true, topDestinations: true, hiddenGems: true };
    expect(visibleNavigations(entries, all, { topDestinations: false }).map((e) => e.label)).toEqual(['Home', 'Blog', 'Hidden gems', 'Partner']);
  });
});

describe('contentPresenceOf', () => {
  it('treats an answer without contentPages as no content', () => {
    expect(contentPresenceOf({})).toEqual(NO_CONTENT);
    expect(contentPresenceOf({ contentPages: { ...NO_CONTENT, hiddenGems: true } }).hiddenGems).toBe(true);
  });
});

describe('contentFooterLinks', () => {
  const all = { blog: true, destinations: true, topDestinations: true, hiddenGems: true };
  it('lists the pages with content, the destination lists only where they exist', () => {
    expect(contentFooterLinks(all, { topDestinations: true }).map((l) => l.href)).toEqual([
      '/blog',
      '/destination',
      '/top-destination',
      '/hidden-gems-round-the-world',
    ]);
    expect(contentFooterLinks(all, { topDestinations: false }).map((l) => l.key)).toEqual(['blog', 'hiddenGems']);
    expect(contentFooterLinks(NO_CONTENT, { topDestinations: true })).toEqual([]);
  });
});
