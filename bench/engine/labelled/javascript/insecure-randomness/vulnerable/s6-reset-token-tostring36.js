const { sendMail } = require('../mail');
const { PasswordReset } = require('../models');

exports.requestReset = async ({ body: { email } }, res) => {
  const token = Math.random().toString(36).slice(2) + Math.random().toString(36).slice(2);
  await PasswordReset.create({ email, token, expiresAt: Date.now() + 3600e3 });
  await sendMail(email, 'Reset your password', `Use this code: ${token}`);
  res.status(204).end();
};
