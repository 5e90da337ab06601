const crypto = require('crypto');
const { User } = require('../models');

function hashPassword(pw) {
  return crypto.createHash('md5').update(pw).digest('hex');
}

module.exports = async (req, res) => {
  const { email, password } = req.body;
  const user = await User.create({ email, passwordHash: hashPassword(password) });
  res.status(201).json({ id: user.id });
};
