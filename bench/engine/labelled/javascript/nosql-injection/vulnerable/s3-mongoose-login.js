const express = require('express');
const User = require('../models/user');

const router = express.Router();

router.post('/login', async (req, res) => {
  const user = await User.findOne({ username: req.body.username, password: req.body.password }).lean();
  if (!user) return res.status(401).json({ error: 'invalid credentials' });
  req.session.userId = user._id;
  res.json({ ok: true });
});

module.exports = router;
