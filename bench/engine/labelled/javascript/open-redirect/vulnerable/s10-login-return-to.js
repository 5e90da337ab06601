const express = require('express');
const passport = require('passport');

const router = express.Router();

router.get('/login', (req, res) => {
  req.session.returnTo = req.query.returnTo;
  res.render('login');
});

router.post('/login', passport.authenticate('local', { failureRedirect: '/login' }), (req, res) => {
  const target = req.session.returnTo || '/';
  delete req.session.returnTo;
  res.redirect(target);
});

module.exports = router;
