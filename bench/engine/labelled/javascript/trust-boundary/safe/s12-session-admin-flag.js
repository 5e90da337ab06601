const express = require('express');
const User = require('../models/user');

const router = express.Router();

router.post('/account/setup', express.json(), async (req, res) => {
  const user = await User.findById(req.session.userId);
  if (!user) return res.status(401).end();
  req.session.displayName = user.displayName;
  req.session.isAdmin = user.roles.includes('admin');
  res.json({ ok: true });
});

module.exports = router;
