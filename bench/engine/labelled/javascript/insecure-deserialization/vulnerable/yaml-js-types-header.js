const yaml = require('js-yaml');
const { function: jsFunction, regexp } = require('js-yaml-js-types');

const schema = yaml.DEFAULT_SCHEMA.extend([jsFunction, regexp]);

module.exports = {
  applyPolicy(req, res) {
    const policy = yaml.load(Buffer.from(req.get('x-policy'), 'base64').toString('utf8'), { schema });
    res.json({ rules: Object.keys(policy || {}).length });
  },
};
