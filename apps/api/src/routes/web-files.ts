import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import fastifyStatic from '@fastify/static';

/**
 * The web app's built files (hashed assets, translations, flags, pictures), the same for every
 * host: served without an agency. One route per file (no wildcard), so a missing file falls through
 * to the page catch-all's JSON 404 (site.ts).
 */
const webFileRoutes: FastifyPluginAsync = async (app) => {
  const { config } = app.deps;
  if (!existsSync(config.WEB_DIST)) return;
  await app.register(fastifyStatic, {
    root: config.WEB_DIST,
    index: false,
    wildcard: false,
    preCompressed: true,
    setHeaders: (res, file) => {
      const rel = path.relative(config.WEB_DIST, file);
      res.setHeader('cache-control', rel.startsWith('assets') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });
};

export default webFileRoutes;
