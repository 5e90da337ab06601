const crypto = require('crypto');

function seal(text, password) {
  // ruleid: js-cipher-password-key
  const cipher = crypto.createCipher('aes-256-cbc', password);
  return cipher.update(text, 'utf8', 'hex') + cipher.final('hex');
}

function open(hex, password) {
  // ruleid: js-cipher-password-key
  const decipher = crypto.createDecipher('aes-256-cbc', password);
  return decipher.update(hex, 'hex', 'utf8') + decipher.final('utf8');
}

function sealWithIv(text, password, salt) {
  const key = crypto.scryptSync(password, salt, 32);
  const iv = crypto.randomBytes(12);
  // ok: js-cipher-password-key
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
  return Buffer.concat([iv, cipher.update(text, 'utf8'), cipher.final(), cipher.getAuthTag()]);
}

module.exports = { seal, open, sealWithIv };
