const express = require('express');
const crypto = require('crypto');
const { findUserByEmail, saveResetToken } = require('../services/users');
const mailer = require('../services/mailer');

const router = express.Router();

function resetToken() {
  return crypto.randomBytes(32).toString('base64url');
}

router.post('/password/forgot', async (req, res) => {
  const user = await findUserByEmail(String(req.body.email || ''));
  if (user) {
    const token = resetToken();
    await saveResetToken(user.id, token, Date.now() + 30 * 60 * 1000);
    await mailer.send(user.email, 'Reset your password', `/password/reset?token=${token}`);
  }
  res.json({ ok: true });
});

module.exports = router;
