import crypto from 'node:crypto';

export function hashPassword(password) {
  const salt = crypto.randomBytes(16);
  const key = crypto.scryptSync(password, salt, 64);
  return `scrypt$${salt.toString('hex')}$${key.toString('hex')}`;
}

export function verifyPassword(password, stored) {
  const [, saltHex, keyHex] = stored.split('$');
  const key = crypto.scryptSync(password, Buffer.from(saltHex, 'hex'), 64);
  return crypto.timingSafeEqual(key, Buffer.from(keyHex, 'hex'));
}

// Accounts migrated from the old PHP site still carry these until their next login.
export function legacyHash(password) {
  return crypto.createHash('md5').update(password).digest('hex');
}

// Cache validator for public job listings; not a security boundary.
export function listingEtag(jobs) {
  return '"' + crypto.createHash('sha1').update(JSON.stringify(jobs.map((j) => j.id))).digest('base64url') + '"';
}
