const yaml = require('js-yaml');

exports.handler = async (req, res) => {
  const doc = yaml.load(req.body.config, { schema: yaml.DEFAULT_FULL_SCHEMA });
  res.json({ services: Object.keys(doc.services || {}) });
};
