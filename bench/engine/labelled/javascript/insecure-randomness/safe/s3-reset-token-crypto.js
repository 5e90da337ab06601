const crypto = require('crypto');
const PasswordReset = require('../models/password-reset');

exports.requestReset = async (req, res) => {
  const token = crypto.randomBytes(32).toString('hex');
  await PasswordReset.create({ email: req.body.email, token, expiresAt: Date.now() + 3600e3 });
  res.json({ sent: true });
};
