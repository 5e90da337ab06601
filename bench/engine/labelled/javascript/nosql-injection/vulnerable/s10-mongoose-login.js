const express = require('express');
const bcrypt = require('bcrypt');
const mongoose = require('mongoose');

const Account = mongoose.model('Account', new mongoose.Schema({
  username: String,
  passwordHash: String,
  role: String,
}));

const router = express.Router();

router.post('/auth/login', async (req, res) => {
  const { username, password } = req.body;
  const account = await Account.findOne({ username });
  if (!account || !(await bcrypt.compare(String(password), account.passwordHash))) {
    return res.status(401).json({ error: 'invalid login' });
  }
  req.session.accountId = account.id;
  res.json({ username: account.username, role: account.role });
});

module.exports = router;
