const crypto = require('crypto');
const { User } = require('../models');

module.exports = {
  async register(req, res) {
    const { email, password } = req.body;
    const salt = crypto.randomBytes(16);
    const derived = crypto.scryptSync(password, salt, 64);
    const passwordHash = `${salt.toString('hex')}:${derived.toString('hex')}`;
    const user = await User.create({ email, passwordHash });
    res.status(201).json({ id: user.id });
  },
};
