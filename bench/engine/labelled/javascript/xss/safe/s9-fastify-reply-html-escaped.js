const escape = require('escape-html');

module.exports = async function errorPages(fastify) {
  fastify.get('/oops', async (request, reply) => {
    const from = request.query.from;
    return reply.type('text/html').send('<p>Something went wrong on <b>' + escape(from) + '</b>. <a href="/">Home</a></p>');
  });
};
