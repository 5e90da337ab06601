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

// Digests that only name content for caches are not protections.
function sendReport(req, res, body) {
  const tag = crypto.createHash('sha1').update(body).digest('base64');
  // ok: js-weak-hash
  res.set('Content-MD5', crypto.createHash('md5').update(body).digest('base64'));
  res.set('ETag', tag);
  res.send(body);
}

function cachedAvatar(req, res, image) {
  // ok: js-weak-hash
  res.writeHead(200, { ETag: crypto.createHash('md5').update(image).digest('hex'), 'Content-Type': 'image/png' });
  res.end(image);
}

function rememberLogin(req, res, password, db) {
  // The same digest also goes to the database: it is a stored credential.
  // ruleid: js-weak-hash
  const digest = crypto.createHash('md5').update(password).digest('hex');
  res.set('ETag', digest);
  return db.users.update({ password: digest });
}

function conditionalManifest(req, res, body) {
  // The client's If-None-Match is compared with the validator it was given: still only a cache tag.
  // ok: js-weak-hash
  const etag = crypto.createHash('md5').update(body).digest('hex');
  if (req.headers['if-none-match'] === etag) return res.status(304).end();
  res.set('ETag', etag).send(body);
}

function quotedTag(req, res, body) {
  // An entity tag is sent quoted (strong or weak): the quotes around the digest change nothing.
  // ok: js-weak-hash
  const etag = crypto.createHash('md5').update(body).digest('hex');
  res.set('ETag', `W/"${etag}"`).status(200).send(body);
}

function quotedSignature(res, payload) {
  // Quoting does not make a signature header a cache validator.
  // ruleid: js-weak-hash
  const sig = crypto.createHash('md5').update(payload).digest('hex');
  res.set('X-Signature', `"${sig}"`).end();
}

function checkToken(req, res, secret) {
  // Compared with a header that is not a cache validator: an authentication check.
  // ruleid: js-weak-hash
  const expected = crypto.createHash('md5').update(secret).digest('hex');
  if (req.get('X-Api-Token') !== expected) return res.status(401).end();
  res.set('ETag', expected).end();
}

function signRequest(res, payload) {
  // A header that is not a cache validator: a signature the receiver trusts.
  // ruleid: js-weak-hash
  res.set('X-Signature', crypto.createHash('sha1').update(payload).digest('hex'));
}

function expectedDigest() {
  // A digest of constant text: the expected value of a test.
  // ok: js-weak-hash
  return crypto.createHash('md5').update('fixture-password').digest('hex');
}

function saltedLegacy(password) {
  // ruleid: js-weak-hash
  return crypto.createHash('md5').update('static-salt').update(password).digest('hex');
}

// Cache keys: a digest that only names an entry of a map or cache protects nothing.
const pageCache = new Map();

function cacheKey(url) {
  // ok: js-weak-hash
  return crypto.createHash('md5').update(url).digest('hex');
}

function tokenDigest(token) {
  // A digest also handed to something other than a lookup keeps the finding.
  // ruleid: js-weak-hash
  return crypto.createHash('md5').update(token).digest('hex');
}

exports.cached = (req, res, next) => {
  const key = cacheKey(req.originalUrl);
  if (pageCache.has(key)) return res.send(pageCache.get(key));
  // ok: js-weak-hash
  const direct = crypto.createHash('sha1').update(req.originalUrl).digest('hex');
  if (pageCache.has(direct)) return res.send(pageCache.get(direct));
  const stored = tokenDigest(String(req.query.token));
  if (pageCache.has(stored)) return res.json({ stored });
  next();
};
