module.exports = {
  async switchRole(req, res) {
    const { role = 'viewer' } = req.body;
    const granted = await req.app.locals.acl.rolesFor(req.session.userId);
    if (!granted.includes(role)) return res.status(403).json({ error: 'role not granted' });
    req.session.role = granted.find((r) => r === role);
    res.json({ role: req.session.role });
  },
};
