const jwt = require('jsonwebtoken');
const crypto = require('crypto');

const SECRET = process.env.JWT_SECRET;

function issue(user) {
  return jwt.sign({ sub: user.id }, 'UAn8W8eD7mgzVWLvV9B8N4xQnslZRyz0', { expiresIn: '1h' });
}

function etag(body) {
  return crypto.createHash('sha1').update(body).digest('hex');
}

module.exports = { issue, etag, SECRET };
