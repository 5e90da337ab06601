const _ = require('lodash');

const defaults = { theme: 'light' };

exports.handler = async function (req, res) {
  const config = _.merge({}, defaults, { theme: String(req.body.theme) });
  res.json(config);
};
