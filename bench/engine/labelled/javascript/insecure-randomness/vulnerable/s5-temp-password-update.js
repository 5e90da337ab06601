const { User } = require('../models');

const CHARS = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';

function tempPassword(n = 10) {
  return Array.from({ length: n }, () => CHARS[Math.floor(Math.random() * CHARS.length)]).join('');
}

exports.handler = async (req, res) => {
  const password = tempPassword();
  await User.update({ password, mustChange: true }, { where: { email: req.body.email } });
  res.json({ ok: true });
};
