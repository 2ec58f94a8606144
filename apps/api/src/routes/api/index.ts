import type { FastifyPluginAsync, FastifyReply } from 'fastify';

const notFound = (reply: FastifyReply) => reply.status(404).send({ statusCode: 404, error: 'Not Found', message: 'Not found.' });

/**
 * /api itself: a path under it that names no route is a JSON 404, never a page of the web app
 * (whose catch-all GET, in site.ts, is for every other path). Registered at /api after the API's
 * hooks, so an unknown host gets the API's JSON answer too.
 */
const apiRoutes: FastifyPluginAsync = async (app) => {
  app.get('/*', { schema: { hide: true } }, async (_request, reply) => notFound(reply));
  app.setNotFoundHandler(async (_request, reply) => notFound(reply));
};

export default apiRoutes;
