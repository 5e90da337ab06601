module.exports = async function (req, res) {
  const token = await req.app.locals.tokens.issue(req.user.id);
  res.setHeader('Set-Cookie', `auth=${token}; Path=/; HttpOnly; Secure; SameSite=Strict`);
  res.json({ ok: true });
};
