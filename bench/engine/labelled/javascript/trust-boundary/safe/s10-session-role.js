const express = require('express');
const { authenticate } = require('../services/auth');

const router = express.Router();

router.post('/session', async (req, res) => {
  const { email, password, workspace } = req.body;
  const user = await authenticate(email, password);
  if (!user) {
    return res.status(401).json({ error: 'bad credentials' });
  }
  const membership = user.workspaces.find((w) => w.slug === workspace);
  if (!membership) {
    return res.status(403).json({ error: 'not a member' });
  }
  req.session.userId = user.id;
  req.session.role = membership.role;
  req.session.workspace = membership.slug;
  res.json({ ok: true });
});

module.exports = router;
