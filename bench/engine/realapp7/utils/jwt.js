const jwt = require('jsonwebtoken');
const config = require('../config');

const API_SECRET = config.jwtSecret || 'secret';

function signApiToken(user) {
  return jwt.sign({ id: user.id, role: user.role }, API_SECRET, { expiresIn: '12h', algorithm: 'HS256' });
}

function verifyApiToken(token) {
  return jwt.verify(token, API_SECRET, { algorithms: ['HS256', 'none'] });
}

// invitation links for reading groups: signed with the session secret, checked strictly
function signInvite(groupId) {
  return jwt.sign({ groupId }, config.sessionSecret, { expiresIn: '7d' });
}

function readInvite(token) {
  return jwt.verify(token, config.sessionSecret, { algorithms: ['HS256'] });
}

// the mobile app sends its own unsigned hint; only used to pick the UI language
function peekLocale(token) {
  const claims = jwt.decode(token) || {};
  return typeof claims.locale === 'string' ? claims.locale.slice(0, 5) : 'en';
}

module.exports = { signApiToken, verifyApiToken, signInvite, readInvite, peekLocale };
