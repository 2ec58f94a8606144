import type { FastifyPluginAsync } from 'fastify';
import { ROUTES } from '@tripfront/domain/navigation/routes';
import { blogFeed } from '../../lib/content-feeds.ts';
import { etagFor } from '../../lib/json-cache.ts';

const FEED_PATH = ROUTES.content.blogFeed.slice('/blog'.length);

/**
 * The blog's RSS feed (decision 0127), registered by name: a path with an extension is a file to the
 * pages' catch-all (site.ts isPagePath), never a page. Revalidated by its ETag like the pages.
 */
const blogFeedRoutes: FastifyPluginAsync = async (app) => {
  app.get(FEED_PATH, { schema: { hide: true } }, async (request, reply) => {
    const { publicAgency, origin, id } = request.tenant;
    const xml = await blogFeed({ db: app.deps.db, tenantId: id, defaultLanguage: publicAgency.defaultLanguage }, publicAgency, origin);
    const etag = etagFor(xml);
    void reply.header('etag', etag).header('cache-control', 'public, max-age=0, stale-while-revalidate=300').type('application/rss+xml; charset=utf-8');
    if (request.headers['if-none-match']?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) return reply.status(304).send();
    return reply.send(xml);
  });
};

export default blogFeedRoutes;
