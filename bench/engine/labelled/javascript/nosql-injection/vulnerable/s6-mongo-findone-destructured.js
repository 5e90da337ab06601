const { getDb } = require('../db');

async function login(req, res) {
  const { username, password } = req.body;
  const user = await getDb().collection('accounts').findOne({ username, password });
  if (!user) return res.status(401).json({ error: 'invalid credentials' });
  req.session.accountId = String(user._id);
  res.json({ ok: true });
}

module.exports = login;
