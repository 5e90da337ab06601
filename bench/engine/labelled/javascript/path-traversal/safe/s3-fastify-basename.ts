import { FastifyInstance } from 'fastify';
import { promises as fs } from 'fs';
import path from 'path';

export default async function pagesRoutes(fastify: FastifyInstance) {
  fastify.get<{ Querystring: { page: string } }>('/pages', async (request, reply) => {
    const page = path.basename(request.query.page);
    const html = await fs.readFile(path.join('./content', `${page}.html`), 'utf8');
    reply.type('text/html').send(html);
  });
}
