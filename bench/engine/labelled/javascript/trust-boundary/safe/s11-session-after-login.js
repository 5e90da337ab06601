const express = require('express');
const { findUserByEmail, checkPassword } = require('../services/users');

const router = express.Router();

router.post('/login', async (req, res) => {
  const { email, password } = req.body;
  const user = await findUserByEmail(String(email || ''));
  if (!user || !(await checkPassword(user, String(password || '')))) {
    return res.status(401).json({ error: 'bad credentials' });
  }
  req.session.regenerate((err) => {
    if (err) {
      return res.status(500).end();
    }
    req.session.userId = user.id;
    req.session.role = user.role;
    res.json({ ok: true });
  });
});

module.exports = router;
