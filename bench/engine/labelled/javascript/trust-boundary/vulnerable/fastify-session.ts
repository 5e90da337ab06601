import type { FastifyInstance } from 'fastify';

export default async function routes(app: FastifyInstance) {
  app.post('/impersonate', async (request) => {
    const { userId } = request.body as { userId: string };
    request.session.set('userId', userId);
    return { ok: true };
  });
}
