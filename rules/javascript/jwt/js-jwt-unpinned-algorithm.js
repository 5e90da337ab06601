const jwt = require('jsonwebtoken');
const fs = require('fs');

const publicKey = fs.readFileSync('keys/jwt.pub');
const OPTIONS = { algorithms: ['RS256'], issuer: 'shop' };

function authenticate(token, callback) {
  // A callback in the options' place: no options, so no algorithms list.
  // ruleid: js-jwt-unpinned-algorithm
  jwt.verify(token, publicKey, (err, claims) => callback(err, claims));
  // ruleid: js-jwt-unpinned-algorithm
  jwt.verify(token, publicKey, function onVerified(err, claims) { callback(err, claims); });
  // ok: js-jwt-unpinned-algorithm
  jwt.verify(token, publicKey, { algorithms: ['ES256'] }, (err, claims) => callback(err, claims));
  // ruleid: js-jwt-unpinned-algorithm
  const bare = jwt.verify(token, publicKey);
  // ruleid: js-jwt-unpinned-algorithm
  const claims = jwt.verify(token, publicKey, { issuer: 'shop' });
  // ok: js-jwt-unpinned-algorithm
  const pinned = jwt.verify(token, publicKey, { algorithms: ['RS256'] });
  // A list that admits `none` accepts unsigned tokens.
  // ruleid: js-jwt-unpinned-algorithm
  const loose = jwt.verify(token, publicKey, { algorithms: ['HS256', 'none'] });
  // ok: js-jwt-unpinned-algorithm
  jwt.verify(token, publicKey, OPTIONS, callback);
  // Signing chooses the algorithm; only verification needs a list.
  // ok: js-jwt-unpinned-algorithm
  const issued = jwt.sign({ sub: 'u1' }, 'secret-from-vault', { algorithm: 'HS256' });
  // ok: js-jwt-unpinned-algorithm
  const decoded = jwt.decode(token);
  return { bare, claims, pinned, loose, issued, decoded };
}

module.exports = { authenticate };
