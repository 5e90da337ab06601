import type { FastifyPluginAsync } from 'fastify';

const PARTNERS: Record<string, string> = {
  docs: '/docs',
  status: '/status',
  support: '/help/contact',
};

const outbound: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { to: string } }>('/out', async (request, reply) => {
    app.log.info({ to: request.query.to }, 'outbound click');
    return reply.redirect(PARTNERS[request.query.to] ?? '/');
  });
};

export default outbound;
