const express = require('express');
const { authenticate } = require('../services/auth');

const router = express.Router();

router.post('/session', async (req, res) => {
  const { email, password, role, workspace } = req.body;
  const user = await authenticate(email, password);
  if (!user) {
    return res.status(401).json({ error: 'bad credentials' });
  }
  req.session.userId = user.id;
  req.session.role = role || user.defaultRole;
  req.session.workspace = workspace;
  res.json({ ok: true });
});

module.exports = router;
