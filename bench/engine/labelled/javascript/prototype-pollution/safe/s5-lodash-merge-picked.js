const _ = require('lodash');

const DEFAULTS = { theme: 'light', pageSize: 20 };

exports.run = (req, res) => {
  const picked = _.pick(req.body, ['theme', 'pageSize']);
  const prefs = _.merge({}, DEFAULTS, { theme: String(picked.theme || DEFAULTS.theme), pageSize: Number(picked.pageSize) || 20 });
  res.json(prefs);
};
