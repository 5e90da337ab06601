const crypto = require('crypto');
const { createHash } = require('node:crypto');

const ALGORITHM = 'sha1';
const STRONG = 'sha256';

function fingerprint(data) {
  // ruleid: js-weak-hash
  return crypto.createHash('md5').update(data).digest('hex');
}

function fingerprint2(data) {
  // ruleid: js-weak-hash
  return createHash(ALGORITHM).update(data).digest('hex');
}

function strong(data) {
  // ok: js-weak-hash
  return crypto.createHash(STRONG).update(data).digest('hex');
}

function chosen(data, legacy) {
  const algorithm = legacy ? 'md5' : 'sha256';
  // ruleid: js-weak-hash
  return crypto.createHash(algorithm).update(data).digest('hex');
}

function neverLegacy(data) {
  const legacy = false;
  const algorithm = legacy ? 'md5' : 'sha512';
  // ok: js-weak-hash
  return crypto.createHash(algorithm).update(data).digest('hex');
}

function fromEnvironment(data) {
  // The algorithm comes from the repository's .env file.
  // ruleid: js-weak-hash
  return crypto.createHash(process.env.DIGEST_ALGORITHM).update(data).digest('hex');
}

function hmac(data, key) {
  // ok: js-weak-hash
  return crypto.createHmac('sha256', key).update(data).digest('hex');
}
