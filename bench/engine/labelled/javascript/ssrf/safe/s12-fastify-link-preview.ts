import { FastifyInstance } from 'fastify';

export default async function previewRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { user: string } }>('/preview/github', async (request, reply) => {
    const response = await fetch(`https://api.github.com/users/${encodeURIComponent(request.query.user)}`, {
      headers: { Accept: 'application/vnd.github+json' },
    });
    const profile = await response.json();
    return reply.send({ name: profile.name, status: response.status });
  });
}
