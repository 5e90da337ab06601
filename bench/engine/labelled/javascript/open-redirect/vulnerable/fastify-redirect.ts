import type { FastifyInstance } from 'fastify';

export default async function routes(app: FastifyInstance) {
  app.get('/out', async (request, reply) => {
    const { url } = request.query as { url: string };
    return reply.redirect(url);
  });
}
