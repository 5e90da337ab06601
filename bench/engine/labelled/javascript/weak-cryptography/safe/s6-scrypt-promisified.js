const { promisify } = require('util');
const { scrypt, randomBytes, timingSafeEqual } = require('crypto');

const scryptAsync = promisify(scrypt);

async function hashPassword(password) {
  const salt = randomBytes(16);
  const key = await scryptAsync(password, salt, 64);
  return `${salt.toString('hex')}:${key.toString('hex')}`;
}

async function verifyPassword(stored, password) {
  const [salt, hash] = stored.split(':');
  const key = await scryptAsync(password, Buffer.from(salt, 'hex'), 64);
  return timingSafeEqual(key, Buffer.from(hash, 'hex'));
}

module.exports = { hashPassword, verifyPassword };
