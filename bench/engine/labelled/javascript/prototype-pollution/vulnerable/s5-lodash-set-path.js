const _ = require('lodash');
const config = require('../config');

exports.handler = (req, res) => {
  const { path, value } = req.body;
  _.set(config, path, value);
  res.json({ updated: path });
};
