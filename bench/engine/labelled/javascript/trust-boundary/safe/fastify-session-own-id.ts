import type { FastifyInstance } from 'fastify';

export default async function routes(app: FastifyInstance) {
  app.post('/impersonate', async (request) => {
    const { userId } = request.body as { userId: string };
    request.session.set('lastImpersonationRequest', Date.now());
    return { ok: true, requested: userId.length };
  });
}
