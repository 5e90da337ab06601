const { execSync } = require('child_process');

module.exports = async function (fastify) {
  fastify.get('/log', async (request, reply) => {
    const branch = request.query.branch;
    const log = execSync('git log --oneline -n 20 ' + branch).toString();
    return reply.send(log);
  });
};
