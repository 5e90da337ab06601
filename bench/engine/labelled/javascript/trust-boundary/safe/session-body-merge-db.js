const profiles = require('../services/profiles');

module.exports = {
  async updateProfile(req, res) {
    const profile = await profiles.update(req.session.userId, { displayName: String(req.body.displayName) });
    req.session.isAdmin = profile.isAdmin;
    res.json({ ok: true });
  },
};
