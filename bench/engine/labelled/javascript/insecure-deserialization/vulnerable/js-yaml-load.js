const yaml = require('js-yaml');

exports.importConfig = (req, res) => {
  const config = yaml.load(req.body.yaml, { schema: yaml.DEFAULT_FULL_SCHEMA });
  res.json({ keys: Object.keys(config) });
};
