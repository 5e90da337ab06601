const crypto = require('crypto');

const KEY = 'user:settings:v2';
const tokenPattern = /^[a-z0-9]{32}$/;
const apiKeyHeader = 'X-Api-Key';

function hmac(secret, body) {
  return crypto.createHmac('sha256', secret).update(body).digest('hex');
}

const TEST_VECTOR = Buffer.from('e5adf61ab887dd5829eedcabf0da9707e981ddb1', 'hex');
module.exports = { KEY, tokenPattern, apiKeyHeader, hmac, TEST_VECTOR };
