const { query, execute } = require('../db');
const http = require('../utils/http');
const prefs = require('../utils/prefs');
const { deepMerge } = require('../utils/merge');
const { escapeHtml } = require('../utils/html');

const DEFAULT_PREFS = { theme: 'light', digest: { weekly: true, monthly: false }, shelfView: 'grid' };

const profileController = {
  async show(req, res, next) {
    try {
      const rows = await query('SELECT name, email, bio, website FROM users WHERE id = ?', [req.user.id]);
      const raw = req.cookies.sm_prefs;
      let current = {};
      if (raw && raw.startsWith('eyJ')) current = prefs.fromCookie(raw);
      else if (raw) current = prefs.fromLegacyCookie(raw);
      res.render('profile', { profile: rows[0], prefs: deepMerge({}, current), tab: req.query.tab });
    } catch (e) {
      next(e);
    }
  },

  async savePrefs(req, res, next) {
    try {
      const merged = deepMerge(JSON.parse(JSON.stringify(DEFAULT_PREFS)), req.body);
      await execute('UPDATE users SET prefs = ? WHERE id = ?', [JSON.stringify(merged), req.user.id]);
      res.cookie('sm_prefs', prefs.toCookie(merged), { httpOnly: true, secure: true, sameSite: 'strict' });
      res.json(merged);
    } catch (e) {
      next(e);
    }
  },

  async importAvatar(req, res, next) {
    try {
      const img = await http.fetchBuffer(req.body.avatarUrl);
      await execute('UPDATE users SET avatar = ? WHERE id = ?', [img, req.user.id]);
      res.json({ bytes: img.length });
    } catch (e) {
      next(e);
    }
  },

  async testWebhook(req, res, next) {
    try {
      const rows = await query('SELECT webhook_url FROM users WHERE id = ?', [req.user.id]);
      const status = await http.postJson(req.body.url, { event: 'ping', user: req.user.id });
      const saved = rows[0] && rows[0].webhook_url;
      const savedStatus = saved ? await http.postJson('https://hooks.shelfmate.io/relay', { to: saved }) : null;
      res.json({ status, savedStatus });
    } catch (e) {
      next(e);
    }
  },

  welcome(req, res) {
    const name = req.query.name || 'reader';
    res.send('<p>Welcome back, ' + name + '!</p>');
  },

  greeting(req, res) {
    res.send('<p>Welcome back, ' + escapeHtml(req.query.name || 'reader') + '!</p>');
  },
};

module.exports = profileController;
