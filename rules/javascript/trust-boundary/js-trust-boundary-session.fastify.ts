import type { FastifyReply, FastifyRequest } from 'fastify';

export async function remember(request: FastifyRequest<{ Body: { role: string } }>, reply: FastifyReply) {
  // ruleid: js-trust-boundary-session
  request.session.set('role', request.body.role);
  // ok: js-trust-boundary-session
  request.session.set('seen', Date.now());
  return reply.send({ ok: true });
}
