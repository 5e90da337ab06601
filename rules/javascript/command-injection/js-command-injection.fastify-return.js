// A Fastify plugin's handlers of the request alone answer with what they return; the plugin is
// registered where the analysis cannot see, so its `fastify` parameter is untyped.
const { execSync } = require('child_process');

module.exports = async function gitRoutes(fastify) {
  fastify.get('/log', async (request) => {
    // ruleid: js-command-injection
    return execSync(`git log --author="${request.query.author}"`).toString();
  });

  fastify.get('/branches', async (request) => {
    // ok: js-command-injection
    const out = execSync('git branch --list').toString();
    return out.split('\n').filter((b) => b.includes(String(request.query.filter ?? '')));
  });
};
