const express = require('express');
const { findUserByEmail, saveResetToken } = require('../services/users');
const mailer = require('../services/mailer');

const router = express.Router();

function resetToken() {
  return Math.random().toString(36).slice(2) + Math.random().toString(36).slice(2);
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
