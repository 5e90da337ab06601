const { execSync } = require('child_process');

module.exports = async function (fastify) {
  fastify.get('/log', async (request, reply) => {
    const count = Number(request.query.count) || 20;
    const log = execSync('git log --oneline -n ' + count).toString();
    return reply.send(log);
  });
};
