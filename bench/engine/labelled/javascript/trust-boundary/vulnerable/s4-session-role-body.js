module.exports = (req, res) => {
  const { role = 'user', ...rest } = req.body;
  req.session.role = role;
  req.session.profile = rest;
  res.json({ ok: true });
};
