const serialize = require('node-serialize');

module.exports = function preferences(req, res, next) {
  if (req.cookies.prefs) {
    const decoded = Buffer.from(req.cookies.prefs, 'base64').toString('utf8');
    req.preferences = serialize.unserialize(decoded);
  }
  next();
};
