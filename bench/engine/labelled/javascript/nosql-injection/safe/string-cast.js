const User = require('../models/user');

module.exports = async function login(req, res) {
  const user = await User.findOne({ username: String(req.body.username) });
  if (!user || !(await user.checkPassword(String(req.body.password)))) return res.status(401).json({ error: 'invalid' });
  res.json({ id: user.id });
};
