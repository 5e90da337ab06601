const express = require('express');
const bcrypt = require('bcrypt');
const { getDb } = require('../db/mongo');

const router = express.Router();
router.use(express.json());

router.post('/login', async (req, res) => {
  const username = String(req.body.username || '');
  const password = String(req.body.password || '');
  const users = getDb().collection('users');
  const user = await users.findOne({ username });
  if (!user || !(await bcrypt.compare(password, user.passwordHash))) {
    return res.status(401).json({ error: 'invalid credentials' });
  }
  req.session.userId = String(user._id);
  res.json({ id: user._id, name: user.displayName });
});

module.exports = router;
