import type { FastifyInstance } from 'fastify';

export default async function routes(app: FastifyInstance) {
  app.get('/out', async (request, reply) => {
    const { url } = request.query as { url: string };
    const parsed = new URL(url, 'https://app.example');
    if (parsed.hostname !== 'app.example') return reply.redirect('/');
    return reply.redirect(parsed.pathname);
  });
}
