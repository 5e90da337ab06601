const crypto = require('crypto');

module.exports = function obfuscate(token, secret) {
  const cipher = crypto.createCipheriv('rc4', secret, '');
  return cipher.update(token, 'utf8', 'hex') + cipher.final('hex');
};
