const express = require('express');
const bcrypt = require('bcrypt');
const User = require('../models/user');

const router = express.Router();

router.post('/login', async (req, res) => {
  const username = String(req.body.username || '');
  const user = await User.findOne({ username }).lean();
  if (!user || !(await bcrypt.compare(String(req.body.password || ''), user.passwordHash))) {
    return res.status(401).json({ error: 'invalid credentials' });
  }
  req.session.userId = user._id;
  res.json({ ok: true });
});

module.exports = router;
