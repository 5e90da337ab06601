module.exports = {
  async switchWorkspace(req, res) {
    const { workspaceId, role: requestedRole = 'member' } = req.body;
    req.session.workspaceId = workspaceId;
    req.session.role = requestedRole;
    res.json({ ok: true });
  },
};
