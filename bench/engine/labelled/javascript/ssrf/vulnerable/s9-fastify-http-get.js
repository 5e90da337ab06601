const http = require('http');

module.exports = async function healthRoutes(fastify) {
  fastify.get('/health/remote', (request, reply) => {
    const options = { hostname: request.query.host, port: 80, path: '/health', timeout: 2000 };
    http
      .get(options, (res) => {
        let body = '';
        res.on('data', (c) => (body += c));
        res.on('end', () => reply.send({ status: res.statusCode, body }));
      })
      .on('error', (e) => reply.code(502).send({ error: e.message }));
  });
};
