const { randomBytes } = require('crypto');
const { sendMail } = require('../mail');
const { PasswordReset } = require('../models');

exports.requestReset = async ({ body: { email } }, res) => {
  const token = randomBytes(24).toString('base64url');
  await PasswordReset.create({ email, token, expiresAt: Date.now() + 3600e3 });
  await sendMail(email, 'Reset your password', `Use this code: ${token}`);
  res.status(204).end();
};
