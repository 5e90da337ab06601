module.exports = function setRole(req, res) {
  req.session.role = req.body.role;
  res.json({ ok: true });
};
