module.exports = async function impersonation(fastify) {
  fastify.post('/impersonate', async (request, reply) => {
    const { userId, role } = request.body;
    request.session.set('userId', userId);
    request.session.set('role', role);
    return reply.send({ ok: true });
  });
};
