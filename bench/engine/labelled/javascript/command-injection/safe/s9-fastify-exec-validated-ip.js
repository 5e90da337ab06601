const util = require('util');
const { exec } = require('child_process');
const validator = require('validator');

const execAsync = util.promisify(exec);

module.exports = async function netRoutes(fastify) {
  fastify.get('/net/trace', async (request, reply) => {
    const host = request.query.host;
    if (typeof host !== 'string' || !validator.isIP(host)) {
      return reply.code(400).send({ error: 'host must be an IP address' });
    }
    const { stdout } = await execAsync(`traceroute -m 10 ${host}`);
    return stdout.split('\n').filter(Boolean);
  });
};
