const bcrypt = require('bcrypt');
const { User } = require('../models');

module.exports = async (req, res) => {
  const { email, password } = req.body;
  const user = await User.findOne({ where: { email } });
  if (!user || !(await bcrypt.compare(password, user.passwordHash))) {
    return res.status(401).json({ error: 'invalid' });
  }
  req.session.userId = user.id;
  req.session.role = user.role;
  res.json({ ok: true });
};
