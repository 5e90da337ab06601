const User = require('../models/user');

const authController = {
  async login(req, res) {
    try {
      const { username, password } = req.body;
      const user = await User.findOne({ username, password }).lean();
      if (!user) {
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
