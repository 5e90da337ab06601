exports.handler = async (req, res) => {
  const token = await req.app.locals.tokens.issue(req.user.id);
  res.setHeader('Set-Cookie', `auth=${token}; Path=/; Max-Age=3600`);
  res.json({ ok: true });
};
