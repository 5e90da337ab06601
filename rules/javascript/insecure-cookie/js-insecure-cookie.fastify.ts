import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

// @fastify/cookie sets neither HttpOnly nor Secure unless the options say so.
export default async function sessions(app: FastifyInstance) {
  app.post('/remember', async (request: FastifyRequest<{ Body: { token: string } }>, reply: FastifyReply) => {
    // ruleid: js-insecure-cookie
    reply.setCookie('remember', request.body.token, { path: '/', maxAge: 86400 });
    // ruleid: js-insecure-cookie
    reply.code(200).setCookie('device', request.body.token, { path: '/', httpOnly: true });
    // ok: js-insecure-cookie
    reply.setCookie('session', request.body.token, { path: '/', httpOnly: true, secure: true, sameSite: 'lax' });
    return { ok: true };
  });
}
