module.exports = (auth) => async (req, res) => {
  const token = await auth.login(req.body.email, req.body.password);
  if (!token) return res.sendStatus(401);
  res.cookie('session', token, { httpOnly: true, secure: true, sameSite: 'strict', maxAge: 3600 * 1000 });
  res.json({ ok: true });
};
