const { Membership } = require('../models');

module.exports = {
  async switchWorkspace(req, res) {
    const { workspaceId } = req.body;
    const membership = await Membership.findOne({ where: { userId: req.session.userId, workspaceId: Number(workspaceId) } });
    if (!membership) return res.sendStatus(403);
    req.session.workspaceId = membership.workspaceId;
    req.session.role = membership.role;
    res.json({ ok: true });
  },
};
