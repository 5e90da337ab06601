import { FastifyInstance } from 'fastify';
import { promises as fs } from 'fs';

export default async function pagesRoutes(fastify: FastifyInstance) {
  fastify.get<{ Querystring: { page: string } }>('/pages', async (request, reply) => {
    const html = await fs.readFile(`./content/${request.query.page}.html`, 'utf8');
    reply.type('text/html').send(html);
  });
}
