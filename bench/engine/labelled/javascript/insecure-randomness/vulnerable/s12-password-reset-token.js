const express = require('express');
const User = require('../models/user');
const mailer = require('../mailer');

const router = express.Router();

function makeToken(length) {
  let token = '';
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
  for (let i = 0; i < length; i++) {
    token += alphabet[Math.floor(Math.random() * alphabet.length)];
  }
  return token;
}

router.post('/password/forgot', async (req, res) => {
  const user = await User.findOne({ email: String(req.body.email) });
  if (user) {
    user.resetToken = makeToken(40);
    user.resetExpires = Date.now() + 3600 * 1000;
    await user.save();
    await mailer.sendReset(user.email, user.resetToken);
  }
  res.json({ ok: true });
});

module.exports = router;
