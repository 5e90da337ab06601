const crypto = require('crypto');

const KEY = 'user:settings:v2';
const tokenPattern = /^[a-z0-9]{32}$/;
const apiKeyHeader = 'X-Api-Key';

function hmac(secret, body) {
  return crypto.createHmac('sha256', secret).update(body).digest('hex');
}

const TEST_VECTOR = Buffer.from('c4f867ec578924286a03b1a7df2c63f86630a49e', 'hex');
module.exports = { KEY, tokenPattern, apiKeyHeader, hmac, TEST_VECTOR };
