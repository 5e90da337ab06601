const path = require('path');
const pug = require('pug');

const page = pug.compileFile(path.join(__dirname, 'views', 'page.pug'));

module.exports = async function pageRoutes(fastify) {
  fastify.post('/pages/preview', async (request, reply) => {
    return reply.type('text/html').send(page({ site: 'Example', body: request.body.source }));
  });
};
