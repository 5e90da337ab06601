import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

// Fastify sends a string as text/plain unless the reply was given an HTML content type first.
export default async function pages(app: FastifyInstance) {
  app.get('/hello', async (request: FastifyRequest<{ Querystring: { name: string } }>, reply: FastifyReply) => {
    // ruleid: js-xss-response
    return reply.type('text/html').send(`<p>Hello ${request.query.name}</p>`);
  });
  app.get('/hello-header', async (request: FastifyRequest<{ Querystring: { name: string } }>, reply: FastifyReply) => {
    reply.header('Content-Type', 'text/html; charset=utf-8');
    // ruleid: js-xss-response
    return reply.code(200).send(`<p>Hello ${request.query.name}</p>`);
  });
  app.get('/hello-text', async (request: FastifyRequest<{ Querystring: { name: string } }>, reply: FastifyReply) => {
    // ok: js-xss-response
    return reply.send(`Hello ${request.query.name}`);
  });
  app.get('/hello-json', async (request: FastifyRequest<{ Querystring: { name: string } }>, reply: FastifyReply) => {
    // ok: js-xss-response
    return reply.type('application/json').send(JSON.stringify({ hello: request.query.name }));
  });
}
