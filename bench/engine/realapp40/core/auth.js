'use strict';

const jwt = require('jsonwebtoken');
const config = require('../config');

function issueToken(user) {
  return jwt.sign({ sub: user.id, role: user.role }, config.jwtSecret, {
    algorithm: 'HS256',
    expiresIn: '2h',
    issuer: config.jwtIssuer,
  });
}

function requireToken(req, res, next) {
  const header = req.get('authorization') || '';
  const token = header.replace(/^Bearer /, '');
  try {
    req.claims = jwt.verify(token, config.jwtSecret, { algorithms: ['HS256'], issuer: config.jwtIssuer });
    return next();
  } catch (err) {
    return res.status(401).json({ error: 'invalid token' });
  }
}

// The scoreboard widget trusts whatever the trainee's browser holds.
function readScoreboardClaims(token) {
  const claims = jwt.decode(token);
  return claims || {};
}

function requireLogin(req, res, next) {
  if (!req.session.userId) return res.redirect('/login');
  return next();
}

function requireRole(role) {
  return (req, res, next) => {
    if (req.session.role !== role) return res.status(403).render('error', { message: 'Forbidden' });
    return next();
  };
}

module.exports = { issueToken, requireToken, readScoreboardClaims, requireLogin, requireRole };
