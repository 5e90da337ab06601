const auth = require('../services/auth');

module.exports = {
  async login(req, res) {
    const { email, password } = req.body;
    const token = await auth.issue(email, password);
    if (!token) return res.status(401).json({ error: 'invalid credentials' });
    res.cookie('session', token, { maxAge: 60 * 60 * 1000, path: '/' });
    res.json({ ok: true });
  },
};
