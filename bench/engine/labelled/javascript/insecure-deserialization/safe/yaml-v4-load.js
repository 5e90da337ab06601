const yaml = require('js-yaml');

module.exports = {
  applyPolicy(req, res) {
    const policy = yaml.load(Buffer.from(req.get('x-policy'), 'base64').toString('utf8'), { schema: yaml.CORE_SCHEMA });
    res.json({ rules: Object.keys(policy || {}).length });
  },
};
