import { contentListWords, pickTranslation } from '@tripfront/domain/content';
import type { PublicAgency } from '@tripfront/domain';
import { ROUTES } from '@tripfront/domain/navigation/routes';
import type { ContentItemRow, Database } from '@tripfront/db';
import { escapeHtml } from './html.ts';
import { itemPath } from './content-pages.ts';
import { allPublicContent } from './public-content.ts';

// The agency's content for machines (decision 0127): its sitemap entries and the blog's RSS feed.

interface Reader {
  db: Database;
  tenantId: string;
  defaultLanguage: string;
}

/** Posts in the feed: the newest. */
export const FEED_ITEMS = 20;

const newest = (rows: ContentItemRow[]): string | null =>
  rows.length === 0 ? null : new Date(Math.max(...rows.map((r) => r.updatedAt.getTime()))).toISOString();

/** The sitemap's content entries: the lists that show something and every public page, with their last change. */
export async function contentSitemap(reader: Reader, agency: PublicAgency): Promise<Array<{ path: string; lastmod: string | null }>> {
  const [posts, destinations] = await Promise.all([allPublicContent(reader, 'post'), allPublicContent(reader, 'destination')]);
  const entries: Array<{ path: string; lastmod: string | null }> = [];
  if (posts.length > 0) entries.push({ path: ROUTES.content.blog, lastmod: newest(posts) });
  for (const post of posts) entries.push({ path: itemPath('post', post.slug), lastmod: post.updatedAt.toISOString() });
  // The destination lists exist only when the agency displays top destinations (spec §2).
  if (agency.displayTopDestinations && destinations.length > 0) entries.push({ path: ROUTES.content.destination, lastmod: newest(destinations) });
  const tops = destinations.filter((d) => d.top);
  if (agency.displayTopDestinations && tops.length > 0) entries.push({ path: ROUTES.content.topDestination, lastmod: newest(tops) });
  for (const destination of destinations) entries.push({ path: itemPath('destination', destination.slug), lastmod: destination.updatedAt.toISOString() });
  if (agency.contentPages.hiddenGems) entries.push({ path: ROUTES.content.hiddenGems, lastmod: null });
  return entries;
}

/** The blog's RSS 2.0 feed: the newest public posts in the agency's language, every link on its origin. */
export async function blogFeed(reader: Reader, agency: PublicAgency, origin: string): Promise<string> {
  const posts = await allPublicContent(reader, 'post', FEED_ITEMS);
  const language = agency.defaultLanguage;
  const words = contentListWords('blog', language, agency.agencyName);
  const items = posts.map((post) => {
    const text = pickTranslation(post.translations, language, language)!.value;
    const link = `${origin}${itemPath('post', post.slug)}`;
    return [
      '    <item>',
      `      <title>${escapeHtml(text.title)}</title>`,
      `      <link>${escapeHtml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeHtml(link)}</guid>`,
      `      <pubDate>${(post.publishAt ?? post.createdAt).toUTCString()}</pubDate>`,
      text.excerpt ? `      <description>${escapeHtml(text.excerpt)}</description>` : '',
      ...post.tags.map((tag) => `      <category>${escapeHtml(tag)}</category>`),
      '    </item>',
    ]
      .filter(Boolean)
      .join('\n');
  });
  const updated = posts[0]?.publishAt ?? null;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${escapeHtml(`${words.title} · ${agency.agencyName}`)}</title>`,
    `    <link>${escapeHtml(`${origin}${ROUTES.content.blog}`)}</link>`,
    `    <description>${escapeHtml(words.description)}</description>`,
    `    <language>${escapeHtml(language)}</language>`,
    `    <atom:link href="${escapeHtml(`${origin}${ROUTES.content.blogFeed}`)}" rel="self" type="application/rss+xml" />`,
    updated ? `    <lastBuildDate>${updated.toUTCString()}</lastBuildDate>` : '',
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ]
    .filter((line) => line !== '')
    .join('\n')
    .concat('\n');
}
