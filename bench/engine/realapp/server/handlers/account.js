const crypto = require('crypto');
const db = require('../db');
const tokens = require('../services/tokens');
const passwords = require('../services/passwords');

module.exports = {
  'POST /register': async (req, res) => {
    const hash = passwords.hash(req.body.password);
    await db.query('INSERT INTO users (email, password_hash) VALUES ($1, $2)', [req.body.email, hash]);
    res.sendStatus(201);
  },

  'POST /login': async (req, res) => {
    const user = await db.one('SELECT * FROM users WHERE email = $1', [req.body.email]);
    if (!user || !passwords.verify(req.body.password, user.password_hash)) return res.sendStatus(401);
    req.session.userId = user.id;
    res.cookie('remember', tokens.rememberToken(), { maxAge: 30 * 864e5 });
    res.redirect(req.query.next || '/');
  },

  'POST /logout': (req, res) => {
    const next = req.body.next;
    req.session.destroy(() => {
      if (typeof next === 'string' && next.startsWith('/') && !next.startsWith('//')) return res.redirect(next);
      res.redirect('/');
    });
  },

  'POST /forgot': async (req, res) => {
    const token = tokens.resetToken();
    await db.query('UPDATE users SET reset_token = $1 WHERE email = $2', [token, req.body.email]);
    res.sendStatus(202);
  },

  'POST /preferences': (req, res) => {
    req.session.currency = req.body.currency;
    req.session.theme = req.body.theme === 'dark' ? 'dark' : 'light';
    res.json({ ok: true });
  },

  'GET /avatar-etag': (req, res) => {
    const etag = crypto.createHash('sha1').update(String(req.query.v)).digest('hex');
    res.set('ETag', etag).sendStatus(204);
  },
};
