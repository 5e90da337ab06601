const yaml = require('js-yaml');

module.exports = function (req, res) {
  const doc = yaml.safeLoad(req.body.config || '');
  res.json({ keys: Object.keys(doc || {}) });
};
