const express = require('express');
const crypto = require('crypto');
const User = require('../models/user');
const mailer = require('../lib/mailer');

const router = express.Router();

function makeToken(length) {
  return crypto.randomBytes(length).toString('hex').slice(0, length);
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
