async function routes(fastify) {
  fastify.post('/settings/import', async (request, reply) => {
    const raw = request.body?.settings ?? '{}';
    const settings = eval(`(${raw})`);
    await fastify.db.saveSettings(request.user.id, settings);
    return reply.send({ ok: true });
  });
}

module.exports = routes;
