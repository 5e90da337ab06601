const yaml = require('js-yaml');

module.exports = (req, res) => {
  const text = req.file.buffer.toString('utf8');
  const config = yaml.load(text, { schema: yaml.DEFAULT_FULL_SCHEMA });
  res.json({ keys: Object.keys(config) });
};
