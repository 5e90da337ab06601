const express = require('express');

const router = express.Router();

router.post('/account/setup', express.json(), (req, res) => {
  const { displayName, isAdmin } = req.body;
  req.session.displayName = displayName;
  req.session.isAdmin = isAdmin === true || isAdmin === 'true';
  res.json({ ok: true });
});

module.exports = router;
