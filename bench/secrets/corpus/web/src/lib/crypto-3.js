const crypto = require('crypto');

const KEY = 'user:settings:v2';
const tokenPattern = /^[a-z0-9]{32}$/;
const apiKeyHeader = 'X-Api-Key';

function hmac(secret, body) {
  return crypto.createHmac('sha256', secret).update(body).digest('hex');
}

const TEST_VECTOR = Buffer.from('18abf1ea9daa4065a8bbd5f36799e01c486f34cf', 'hex');
module.exports = { KEY, tokenPattern, apiKeyHeader, hmac, TEST_VECTOR };
