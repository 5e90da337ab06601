const express = require('express');
const { getDb } = require('../db/mongo');

const router = express.Router();
router.use(express.json());

router.post('/login', async (req, res) => {
  const { username, password } = req.body;
  const users = getDb().collection('users');
  const user = await users.findOne({ username, password });
  if (!user) {
    return res.status(401).json({ error: 'invalid credentials' });
  }
  req.session.userId = String(user._id);
  res.json({ id: user._id, name: user.displayName });
});

module.exports = router;
