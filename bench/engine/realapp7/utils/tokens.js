const crypto = require('crypto');

function resetToken() {
  return Math.random().toString(36).substring(2, 15);
}

function sessionNonce() {
  return crypto.randomBytes(24).toString('base64url');
}

function pickFeaturedIndex(count) {
  return Math.floor(Math.random() * count);
}

function hashPassword(password) {
  return crypto.createHash('sha1').update(password).digest('hex');
}

function hashPasswordV2(password, salt) {
  return crypto.scryptSync(password, salt, 64).toString('hex');
}

function coverCacheKey(isbn) {
  return crypto.createHash('md5').update(String(isbn)).digest('hex');
}

function encryptNote(text, key) {
  const cipher = crypto.createCipheriv('des-ede3-cbc', key, Buffer.alloc(8, 0));
  return Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]).toString('hex');
}

function encryptNoteV2(text, key) {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString('hex')).join('.');
}

module.exports = { resetToken, sessionNonce, pickFeaturedIndex, hashPassword, hashPasswordV2, coverCacheKey, encryptNote, encryptNoteV2 };
