const jwt = require('jsonwebtoken');
const { publicKey } = require('../config/keys');

module.exports = function authenticate(req, res, next) {
  const header = req.headers.authorization || '';
  const token = header.replace(/^Bearer /, '');
  try {
    req.user = jwt.verify(token, publicKey);
    next();
  } catch {
    res.status(401).json({ error: 'unauthorized' });
  }
};
