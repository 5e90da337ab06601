const User = require('../models/user');

module.exports = async function login(req, res) {
  const user = await User.findOne({ username: req.body.username, password: req.body.password });
  if (!user) return res.status(401).json({ error: 'invalid' });
  res.json({ id: user.id });
};
