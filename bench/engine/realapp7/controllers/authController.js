const { query, execute } = require('../db');
const tokens = require('../utils/tokens');
const jwtUtil = require('../utils/jwt');
const mailer = require('../utils/mailer');
const config = require('../config');

function isLocalPath(p) {
  return typeof p === 'string' && p.startsWith('/') && !p.startsWith('//') && !p.startsWith('/\\');
}

const authController = {
  loginForm(req, res) {
    res.render('login', { next: req.query.next || '/', error: null });
  },

  async login(req, res, next) {
    try {
      const { email, password } = req.body;
      const rows = await query('SELECT id, password_hash, salt, legacy FROM users WHERE email = ?', [email]);
      const user = rows[0];
      const hash = user && (user.legacy ? tokens.hashPassword(password) : tokens.hashPasswordV2(password, user.salt));
      if (!user || hash !== user.password_hash) {
        return res.status(401).render('login', { next: req.body.next, error: 'Wrong e-mail or password' });
      }
      req.session.regenerate((err) => {
        if (err) return next(err);
        req.session.userId = user.id;
        req.session.locale = jwtUtil.peekLocale(req.body.hint);
        if (req.body.remember) {
          res.cookie('remember_me', tokens.sessionNonce(), { maxAge: 30 * 24 * 3600 * 1000 });
        }
        res.cookie('sm_theme', req.body.theme === 'dark' ? 'dark' : 'light', { httpOnly: true, secure: true, sameSite: 'lax' });
        const target = req.body.next;
        if (isLocalPath(target)) return res.redirect(target);
        res.redirect('/');
      });
    } catch (e) {
      next(e);
    }
  },

  logout(req, res) {
    req.session.destroy(() => res.redirect('/auth/login'));
  },

  async requestReset(req, res, next) {
    try {
      const rows = await query('SELECT id, email FROM users WHERE email = ?', [req.body.email]);
      if (rows.length) {
        const token = tokens.resetToken();
        await execute('UPDATE users SET reset_token = ?, reset_expires = NOW() + INTERVAL 1 HOUR WHERE id = ?', [token, rows[0].id]);
        await mailer.send(rows[0].email, 'Reset your password', `${config.baseUrl}/auth/reset?token=${token}`);
      }
      res.render('message', { text: 'If the address is known, a link is on its way.' });
    } catch (e) {
      next(e);
    }
  },

  ssoCallback(req, res) {
    req.session.ssoState = undefined;
    req.session.role = req.query.role;
    res.redirect(req.query.returnTo);
  },

  async apiToken(req, res, next) {
    try {
      if (!req.user) return res.status(401).json({ error: 'login first' });
      res.json({ token: jwtUtil.signApiToken(req.user) });
    } catch (e) {
      next(e);
    }
  },
};

module.exports = authController;
