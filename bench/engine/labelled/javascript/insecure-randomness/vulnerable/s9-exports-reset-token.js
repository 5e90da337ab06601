const { User } = require('../models');
const mailer = require('../lib/mailer');

module.exports = {
  async requestReset(req, res) {
    const user = await User.findOne({ where: { email: String(req.body.email) } });
    if (user) {
      const token = Math.random().toString(36).slice(2) + Math.random().toString(36).slice(2);
      await user.update({ resetToken: token, resetExpires: Date.now() + 3600_000 });
      await mailer.send(user.email, `https://app.example.com/reset?token=${token}`);
    }
    res.json({ sent: true });
  },
};
