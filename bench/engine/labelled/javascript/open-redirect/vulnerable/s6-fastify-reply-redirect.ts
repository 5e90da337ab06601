import type { FastifyPluginAsync } from 'fastify';

const outbound: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { to: string } }>('/out', async (request, reply) => {
    app.log.info({ to: request.query.to }, 'outbound click');
    return reply.redirect(request.query.to);
  });
};

export default outbound;
