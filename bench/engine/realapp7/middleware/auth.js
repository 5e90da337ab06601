const { query } = require('../db');
const jwtUtil = require('../utils/jwt');

async function loadUser(req, res, next) {
  try {
    if (req.session.userId) {
      const rows = await query('SELECT id, name, email, role FROM users WHERE id = ?', [req.session.userId]);
      req.user = rows[0];
    } else if (req.headers.authorization) {
      const token = req.headers.authorization.replace(/^Bearer /, '');
      req.user = jwtUtil.verifyApiToken(token);
    }
    res.locals.user = req.user;
    next();
  } catch (e) {
    next(e);
  }
}

function requireLogin(req, res, next) {
  if (!req.user) return res.redirect('/auth/login');
  next();
}

function requireAdmin(req, res, next) {
  if (!req.user || req.user.role !== 'admin') return res.status(403).send('Forbidden');
  next();
}

module.exports = { loadUser, requireLogin, requireAdmin };
