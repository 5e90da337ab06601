import { FastifyInstance } from 'fastify';

export default async function previewRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { url: string } }>('/preview', async (request, reply) => {
    const response = await fetch(request.query.url, { redirect: 'follow' });
    const html = await response.text();
    const title = /<title>([^<]*)<\/title>/i.exec(html)?.[1] ?? '';
    return reply.send({ title, status: response.status });
  });
}
