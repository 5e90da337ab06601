const User = require('../models/user');

module.exports = {
  async login(req, res, next) {
    try {
      const user = await User.findOne({ email: req.body.email, password: req.body.password }).lean();
      if (!user) return res.status(401).json({ error: 'invalid' });
      req.session.userId = user._id.toString();
      res.json({ ok: true });
    } catch (err) {
      next(err);
    }
  },
};
