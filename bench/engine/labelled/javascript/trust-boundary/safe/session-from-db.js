const users = require('../services/users');

module.exports = async function login(req, res) {
  const user = await users.authenticate(req.body.email, req.body.password);
  if (!user) return res.sendStatus(401);
  req.session.userId = user.id;
  req.session.role = user.role;
  res.json({ ok: true });
};
