const express = require('express');
const passport = require('passport');

const router = express.Router();
const LANDING_PAGES = ['/dashboard', '/settings', '/billing', '/projects'];

router.post('/login', passport.authenticate('local', { failureRedirect: '/login?failed=1' }), (req, res) => {
  const requested = req.query.next || req.body.next;
  const next = LANDING_PAGES.includes(requested) ? requested : '/dashboard';
  res.redirect(next);
});

module.exports = router;
