import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { ROUTES } from '@tripfront/domain/navigation/routes';
import { canReadNavItem, isAgent } from '@tripfront/domain/navigation/roles';
import { signAcademyToken } from '../lib/academy-token.ts';
import { visitorAllowed } from '../lib/auth.ts';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A small page of its own: /academy is opened in a new tab, outside the web app. */
function notice(reply: FastifyReply, status: number, title: string, text: string, agencyName: string) {
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<title>${escapeHtml(title)} · ${escapeHtml(agencyName)}</title>` +
        `<style>body{font:16px/1.5 system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;background:#f8f9fa;color:#212529}` +
        `main{max-width:32rem;margin:1rem;padding:1.5rem;background:#fff;border:1px solid #dee2e6;border-radius:12px}h1{margin-top:0;font-size:1.4rem}</style></head>` +
        `<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p><p><a href="/">${escapeHtml(agencyName)}</a></p></main></body></html>`,
    );
}

/**
 * GET /academy (issue #16; spec §5 side navigation, §6 "Academy opens in a new tab with the access
 * token"): an agent with the Academy read permission is sent (302) to the agency's academy with a
 * short-lived academy token (lib/academy-token.ts, decision 0039), never the session token. Others
 * are told why; visitors sign in first.
 */
const academyRoutes: FastifyPluginAsync = async (app) => {
  const { config } = app.deps;
  visitorAllowed(app);

  app.get(ROUTES.agentExtra.academy, { schema: { hide: true } }, async (request, reply) => {
    const { agency, id: tenantId, origin } = request.tenant;
    const session = request.auth;
    if (!session)
      return reply
        .header('cache-control', 'no-store')
        .redirect(`${ROUTES.account.login}?${new URLSearchParams({ redirect: ROUTES.agentExtra.academy }).toString()}`);
    const { user } = session;
    if (!isAgent(user) || !canReadNavItem(user, 'academy')) {
      return notice(reply, 403, 'Academy', "The Academy is for the agency's agents with access to it.", agency.agencyName);
    }
    const target = agency.academy.url;
    if (!target) {
      return notice(
        reply,
        404,
        'No academy yet',
        `${agency.agencyName} has not set up an academy. An owner or admin can add its address under Wallet → Details.`,
        agency.agencyName,
      );
    }
    const { token, claims } = signAcademyToken(
      { tid: tenantId, iss: origin, sub: user.id, email: user.email, name: `${user.firstName} ${user.lastName}`.trim(), role: user.userType },
      config.SESSION_SECRET,
    );
    request.log.info({ jti: claims.jti }, 'academy token issued');
    const url = new URL(target);
    url.searchParams.set('token', token);
    return reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').redirect(url.toString(), 302);
  });
};

export default academyRoutes;
