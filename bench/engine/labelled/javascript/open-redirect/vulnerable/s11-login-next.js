const express = require('express');
const passport = require('passport');

const router = express.Router();

router.post('/login', passport.authenticate('local', { failureRedirect: '/login?failed=1' }), (req, res) => {
  const next = req.query.next || req.body.next || '/dashboard';
  res.redirect(next);
});

module.exports = router;
