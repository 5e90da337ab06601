const bcrypt = require('bcrypt');
const User = require('../models/user');

const authController = {
  async login(req, res) {
    try {
      const username = String(req.body.username || '');
      const password = String(req.body.password || '');
      const user = await User.findOne({ username }).lean();
      if (!user || !(await bcrypt.compare(password, user.passwordHash))) {
        return res.status(401).json({ message: 'Invalid credentials' });
      }
      req.session.userId = user._id;
      return res.json({ ok: true });
    } catch (e) {
      return res.status(500).json({ message: 'error' });
    }
  },
};

module.exports = authController;
