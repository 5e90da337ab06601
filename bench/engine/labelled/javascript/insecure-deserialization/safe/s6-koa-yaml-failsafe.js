const yaml = require('js-yaml');

exports.importPipeline = async (ctx) => {
  const text = ctx.request.body.pipeline || '';
  const doc = yaml.load(text, { schema: yaml.FAILSAFE_SCHEMA });
  ctx.body = { stages: Object.keys(doc.stages || {}) };
};
