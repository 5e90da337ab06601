const bcrypt = require('bcrypt');
const { getDb } = require('../db');

async function login(req, res) {
  const { username, password } = req.body;
  if (typeof username !== 'string' || typeof password !== 'string') {
    return res.status(400).json({ error: 'invalid input' });
  }
  const user = await getDb().collection('accounts').findOne({ username });
  if (!user || !(await bcrypt.compare(password, user.passwordHash))) {
    return res.status(401).json({ error: 'invalid credentials' });
  }
  res.json({ ok: true });
}

module.exports = login;
