const pug = require('pug');

module.exports = async function pageRoutes(fastify) {
  fastify.post('/pages/preview', async (request, reply) => {
    const fn = pug.compile(request.body.source, { pretty: true });
    return reply.type('text/html').send(fn({ site: 'Example' }));
  });
};
