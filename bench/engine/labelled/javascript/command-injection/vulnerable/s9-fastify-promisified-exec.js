const util = require('util');
const { exec } = require('child_process');

const execAsync = util.promisify(exec);

module.exports = async function gitRoutes(fastify) {
  fastify.get('/repo/log', async (request) => {
    const author = request.query.author;
    const { stdout } = await execAsync(`git -C /srv/repo log --oneline --author="${author}"`);
    return stdout.split('\n').filter(Boolean);
  });
};
