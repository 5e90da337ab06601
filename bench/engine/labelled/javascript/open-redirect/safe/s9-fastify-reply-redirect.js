const partners = {
  docs: 'https://docs.example.com',
  status: 'https://status.example.com',
  blog: 'https://blog.example.com',
};

module.exports = async function linkRoutes(fastify) {
  fastify.get('/out', async (request, reply) => {
    await fastify.metrics.increment('outbound_click');
    const dest = Object.hasOwn(partners, request.query.to) ? partners[request.query.to] : '/';
    return reply.redirect(dest);
  });
};
