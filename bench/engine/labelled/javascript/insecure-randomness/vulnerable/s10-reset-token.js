const express = require('express');
const User = require('../models/user');
const mailer = require('../lib/mailer');

const router = express.Router();

function makeToken(length) {
  let out = '';
  while (out.length < length) {
    out += Math.random().toString(36).slice(2);
  }
  return out.slice(0, length);
}

router.post('/password/forgot', async (req, res) => {
  const user = await User.findOne({ email: String(req.body.email) });
  if (user) {
    user.resetToken = makeToken(32);
    user.resetExpires = Date.now() + 3600 * 1000;
    await user.save();
    await mailer.send(user.email, 'reset', { token: user.resetToken });
  }
  res.json({ message: 'If the account exists, an email was sent.' });
});

module.exports = router;
