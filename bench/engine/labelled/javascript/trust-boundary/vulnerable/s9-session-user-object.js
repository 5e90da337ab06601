const express = require('express');

const router = express.Router();

router.post('/profile/session', (req, res) => {
  const { name, team, admin } = req.body;
  req.session.user = { ...req.session.user, name, team, isAdmin: admin === true };
  res.json(req.session.user);
});

module.exports = router;
