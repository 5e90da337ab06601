import type { FastifyInstance, FastifyRequest, FastifyReply } from 'fastify';

type GreetQuery = { name?: string };

export default async function greetRoutes(app: FastifyInstance) {
  app.get('/greet', async (request: FastifyRequest<{ Querystring: GreetQuery }>, reply: FastifyReply) => {
    const who = request.query.name ?? 'stranger';
    return reply.send({ message: `Welcome back, ${who}!` });
  });
}
