const PasswordReset = require('../models/password-reset');

exports.requestReset = async (req, res) => {
  const token = Math.random().toString(36).substring(2) + Date.now().toString(36);
  await PasswordReset.create({ email: req.body.email, token, expiresAt: Date.now() + 3600e3 });
  res.json({ sent: true, token });
};
