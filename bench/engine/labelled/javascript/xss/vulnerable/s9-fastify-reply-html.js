module.exports = async function errorPages(fastify) {
  fastify.get('/oops', async (request, reply) => {
    const from = request.query.from;
    return reply.type('text/html').send('<p>Something went wrong on <b>' + from + '</b>. <a href="/">Home</a></p>');
  });
};
