const crypto = require('crypto');

const KEY = 'user:settings:v2';
const tokenPattern = /^[a-z0-9]{32}$/;
const apiKeyHeader = 'X-Api-Key';

function hmac(secret, body) {
  return crypto.createHmac('sha256', secret).update(body).digest('hex');
}

const TEST_VECTOR = Buffer.from('1a9dcd941a462e483c64320bfa85415b16bd53f0', 'hex');
module.exports = { KEY, tokenPattern, apiKeyHeader, hmac, TEST_VECTOR };
