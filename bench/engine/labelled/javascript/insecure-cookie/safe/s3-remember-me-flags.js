const crypto = require('crypto');

exports.login = async (req, res) => {
  const user = await req.services.auth.verify(req.body.email, req.body.password);
  if (!user) return res.status(401).end();
  const token = crypto.randomBytes(24).toString('hex');
  await req.services.sessions.save(token, user.id);
  res.cookie('remember_me', token, { maxAge: 30 * 24 * 3600 * 1000, httpOnly: true, secure: true, sameSite: 'strict' });
  res.json({ ok: true });
};
