const express = require('express');
const passport = require('passport');

const router = express.Router();

function localPath(value) {
  if (typeof value !== 'string') return '/';
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  return value;
}

router.get('/login', (req, res) => {
  req.session.returnTo = localPath(req.query.returnTo);
  res.render('login');
});

router.post('/login', passport.authenticate('local', { failureRedirect: '/login' }), (req, res) => {
  const target = localPath(req.session.returnTo);
  delete req.session.returnTo;
  res.redirect(target);
});

module.exports = router;
