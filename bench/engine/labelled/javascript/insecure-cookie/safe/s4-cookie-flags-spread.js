const BASE = { httpOnly: true, secure: true, sameSite: 'lax' };

module.exports = (req, res) => {
  const { remember } = req.body;
  const opts = { ...BASE, maxAge: remember ? 30 * 864e5 : undefined };
  res.cookie('session', req.sessionID, opts);
  res.json({ ok: true });
};
