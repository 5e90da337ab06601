const yaml = require('js-yaml');

module.exports = async function configRoutes(fastify) {
  fastify.post('/config/preview', async (request) => {
    const doc = yaml.load(request.body.yaml, { schema: yaml.DEFAULT_FULL_SCHEMA, json: true });
    return { keys: Object.keys(doc || {}) };
  });
};
