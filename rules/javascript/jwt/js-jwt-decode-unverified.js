// Authentication middleware registered by a loader.
const jwt = require('jsonwebtoken');
const keys = require('../config/jwks');

exports.decodeOnly = (req, res, next) => {
  const token = String(req.headers.authorization || '').replace(/^Bearer /, '');
  // The decode is where it is fixed (verify instead): reported there too.
  // ruleid: js-jwt-decode-unverified
  const claims = jwt.decode(token);
  if (!claims) return res.status(401).end();
  // ruleid: js-jwt-decode-unverified
  req.user = { id: claims.sub, role: claims.role };
  next();
};

exports.decodeIntoSession = (req, res, next) => {
  // ruleid: js-jwt-decode-unverified
  const claims = jwt.decode(String(req.cookies.id_token));
  // ruleid: js-jwt-decode-unverified
  req.session.userId = claims.sub;
  next();
};

exports.decodeIntoLocals = (req, res, next) => {
  // ruleid: js-jwt-decode-unverified
  const claims = jwt.decode(String(req.cookies.token));
  // Express's place for the request's user, read by later middleware and views.
  // ruleid: js-jwt-decode-unverified
  res.locals.user = claims;
  // ok: js-jwt-decode-unverified
  res.locals.tokenExpires = claims && claims.exp;
  next();
};

exports.verified = (req, res, next) => {
  const token = String(req.headers.authorization || '').replace(/^Bearer /, '');
  // The header picks the key by kid; only what verify returns is trusted.
  const { header } = jwt.decode(token, { complete: true });
  const key = keys[header.kid];
  if (!key) return res.status(401).end();
  // ok: js-jwt-decode-unverified
  req.user = jwt.verify(token, key, { algorithms: ['RS256'] });
  next();
};

exports.expiryHint = (req, res, next) => {
  const token = String(req.headers.authorization || '').replace(/^Bearer /, '');
  // ok: js-jwt-decode-unverified
  const claims = jwt.decode(token);
  // Reading a claim for a response header is not trusting it as the user.
  // ok: js-jwt-decode-unverified
  res.set('X-Token-Expires', String(claims && claims.exp));
  next();
};

// A field of the request other than `user`: later handlers read it as who is calling.
exports.partnerFromToken = (req, res, next) => {
  // ruleid: js-jwt-decode-unverified
  const claims = jwt.decode(String(req.headers['x-partner-token'] || ''));
  if (!claims || !claims.partner) return res.status(401).end();
  // ruleid: js-jwt-decode-unverified
  req.partner = claims.partner;
  next();
};

// Decoded only to read when the token expires, for a header: nothing is trusted.
exports.expiryHeader = (req, res, next) => {
  // ok: js-jwt-decode-unverified
  const claims = jwt.decode(String(req.cookies.token));
  // ok: js-jwt-decode-unverified
  res.locals.tokenExpires = claims && claims.exp;
  next();
};
