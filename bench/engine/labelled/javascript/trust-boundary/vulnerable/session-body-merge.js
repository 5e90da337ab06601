module.exports = {
  updateProfile(req, res) {
    Object.assign(req.session, { displayName: req.body.displayName, isAdmin: req.body.isAdmin });
    res.json({ ok: true });
  },
};
