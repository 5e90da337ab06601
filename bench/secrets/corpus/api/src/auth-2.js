const jwt = require('jsonwebtoken');
const crypto = require('crypto');

const SECRET = process.env.JWT_SECRET;

function issue(user) {
  return jwt.sign({ sub: user.id }, 'CJuPmwUV3stXFZhzWUDwjdD9DFcmUN8M', { expiresIn: '1h' });
}

function etag(body) {
  return crypto.createHash('sha1').update(body).digest('hex');
}

module.exports = { issue, etag, SECRET };
