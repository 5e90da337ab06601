const { createHash, timingSafeEqual } = require('crypto');

const ALGO = 'sha1';

async function verifyPassword(account, password) {
  const digest = createHash(ALGO).update(account.salt + password).digest();
  return timingSafeEqual(digest, Buffer.from(account.passwordHash, 'hex'));
}

module.exports = { verifyPassword };
