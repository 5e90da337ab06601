const serialize = require('node-serialize');

module.exports = function restore(req, res) {
  const prefs = serialize.unserialize(Buffer.from(req.cookies.prefs, 'base64').toString());
  res.json(prefs);
};
