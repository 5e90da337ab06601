const fs = require('fs');

module.exports = async function exportRoutes(fastify) {
  fastify.get('/exports/download', (request, reply) => {
    const file = request.query.file;
    const stream = fs.createReadStream(`./exports/${file}`);
    reply.header('Content-Disposition', 'attachment').send(stream);
  });
};
