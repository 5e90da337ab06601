const fs = require('fs');
const path = require('path');

module.exports = async function exportRoutes(fastify) {
  fastify.get('/exports/download', (request, reply) => {
    const file = path.basename(String(request.query.file));
    const stream = fs.createReadStream(path.join('./exports', file));
    reply.header('Content-Disposition', 'attachment').send(stream);
  });
};
