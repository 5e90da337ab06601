// A Fastify plugin in a file that imports nothing from Fastify: `request.session.set/get` is the
// API of @fastify/session, so the handler's request is Fastify's.
module.exports = async function accountRoutes(app) {
  app.post('/switch-role', async (request, reply) => {
    const { role } = request.body;
    // ruleid: js-trust-boundary-session
    request.session.set('role', role);
    return reply.send({ ok: true });
  });

  app.post('/visit', async (request, reply) => {
    const visits = Number(request.session.get('visits') || 0);
    // ok: js-trust-boundary-session
    request.session.set('visits', visits + 1);
    return reply.send({ path: request.body.path });
  });
};
