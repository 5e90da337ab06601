const _ = require('lodash');

const defaults = { theme: 'light' };

exports.handler = async function (req, res) {
  const config = _.merge({}, defaults, req.body);
  res.json(config);
};
