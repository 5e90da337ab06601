const yaml = require('js-yaml');

module.exports = async function configRoutes(fastify) {
  fastify.post('/config/preview', async (request) => {
    const doc = yaml.safeLoad(request.body.yaml, { json: true });
    return { keys: Object.keys(doc || {}) };
  });
};
