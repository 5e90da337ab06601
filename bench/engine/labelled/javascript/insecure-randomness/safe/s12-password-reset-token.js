const crypto = require('crypto');
const express = require('express');
const User = require('../models/user');
const mailer = require('../mailer');

const router = express.Router();

function makeToken(bytes) {
  return crypto.randomBytes(bytes).toString('base64url');
}

router.post('/password/forgot', async (req, res) => {
  const user = await User.findOne({ email: String(req.body.email) });
  if (user) {
    user.resetToken = makeToken(32);
    user.resetExpires = Date.now() + 3600 * 1000;
    await user.save();
    await mailer.sendReset(user.email, user.resetToken);
  }
  res.json({ ok: true });
});

module.exports = router;
