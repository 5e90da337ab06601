module.exports = async function linkRoutes(fastify) {
  fastify.get('/out', async (request, reply) => {
    await fastify.metrics.increment('outbound_click');
    return reply.redirect(request.query.url);
  });
};
