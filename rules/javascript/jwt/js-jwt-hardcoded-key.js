const jwt = require('jsonwebtoken');
const fs = require('fs');

const settings = {
  // ruleid: js-jwt-hardcoded-key
  tokenKey: process.env.TOKEN_KEY || 'changeme',
  // The variable alone: nothing written in the code.
  sessionKey: process.env.SESSION_KEY,
  // An empty fallback is no key at all (the library refuses it).
  apiKey: process.env.API_KEY || '',
};

const SIGNING_KEY = 'k3y-in-the-repo';
const PUBLIC_PEM = `-----BEGIN PUBLIC KEY-----
MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEexampleexampleexampleexample
-----END PUBLIC KEY-----`;
const privateKey = fs.readFileSync('keys/jwt.key');

function issue(user) {
  // ruleid: js-jwt-hardcoded-key
  const a = jwt.sign({ sub: user.id }, 'secret');
  // ruleid: js-jwt-hardcoded-key
  const b = jwt.sign({ sub: user.id }, SIGNING_KEY, { algorithm: 'HS256' });
  // Reported where the fallback is written, not at each call.
  const c = jwt.sign({ sub: user.id }, settings.tokenKey, { algorithm: 'HS256' });
  // ok: js-jwt-hardcoded-key
  const d = jwt.sign({ sub: user.id }, settings.sessionKey, { algorithm: 'HS256' });
  // ok: js-jwt-hardcoded-key
  const e = jwt.sign({ sub: user.id }, privateKey, { algorithm: 'RS256' });
  // ok: js-jwt-hardcoded-key
  const f = jwt.sign({ sub: user.id }, settings.apiKey);
  return [a, b, c, d, e, f];
}

function check(token) {
  // ruleid: js-jwt-hardcoded-key
  jwt.verify(token, process.env.JWT_SECRET ?? 'dev-only', { algorithms: ['HS256'] });
  jwt.verify(token, settings.tokenKey, { algorithms: ['HS256'] });
  // ok: js-jwt-hardcoded-key
  jwt.verify(token, PUBLIC_PEM, { algorithms: ['ES256'] });
  // The sample value `.env.example` gives is configuration, not a key written in the code.
  // ok: js-jwt-hardcoded-key
  return jwt.verify(token, process.env.JWT_SECRET, { algorithms: ['HS256'] });
}

module.exports = { issue, check };
