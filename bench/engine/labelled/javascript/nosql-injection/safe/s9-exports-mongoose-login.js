const bcrypt = require('bcrypt');
const User = require('../models/user');

module.exports = {
  async login(req, res, next) {
    try {
      const user = await User.findOne({ email: String(req.body.email) }).lean();
      const ok = user && (await bcrypt.compare(String(req.body.password), user.passwordHash));
      if (!ok) return res.status(401).json({ error: 'invalid' });
      req.session.userId = user._id.toString();
      res.json({ ok: true });
    } catch (err) {
      next(err);
    }
  },
};
