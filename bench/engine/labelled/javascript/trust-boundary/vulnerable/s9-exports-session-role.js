module.exports = {
  switchRole(req, res) {
    const { role = 'viewer' } = req.body;
    req.session.role = role;
    res.json({ role: req.session.role });
  },
};
