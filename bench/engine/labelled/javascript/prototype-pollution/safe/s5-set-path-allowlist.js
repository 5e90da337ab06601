const _ = require('lodash');
const config = require('../config');

const EDITABLE = new Set(['ui.theme', 'ui.language', 'mail.digest']);

module.exports = (req, res) => {
  const { path, value } = req.body;
  if (!EDITABLE.has(path)) return res.status(400).json({ error: 'not editable' });
  _.set(config, path, String(value));
  res.json({ updated: path });
};
