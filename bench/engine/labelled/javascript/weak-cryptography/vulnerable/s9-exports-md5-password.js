const crypto = require('crypto');
const { User } = require('../models');

module.exports = {
  async register(req, res) {
    const { email, password } = req.body;
    const passwordHash = crypto.createHash('md5').update(password).digest('hex');
    const user = await User.create({ email, passwordHash });
    res.status(201).json({ id: user.id });
  },
};
