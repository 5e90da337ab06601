const yaml = require('js-yaml');

exports.importConfig = (req, res) => {
  const config = yaml.load(req.body.yaml, { schema: yaml.JSON_SCHEMA });
  res.json({ keys: Object.keys(config) });
};
