const express = require('express');

const router = express.Router();

router.get('/login', (req, res) => {
  req.session.returnTo = req.query.returnTo;
  req.session.theme = 'dark';
  res.render('login');
});

router.post('/login', (req, res) => {
  const target = req.session.returnTo || '/';
  // ruleid: js-open-redirect
  res.redirect(target);
});

router.get('/done', (req, res) => {
  // ok: js-open-redirect
  res.redirect(req.session.theme === 'dark' ? '/dark' : '/light');
});

router.get('/after', (req, res) => {
  const next = req.session.returnTo;
  if (typeof next === 'string' && next.startsWith('/') && !next.startsWith('//') && !next.includes('\\')) {
    // ok: js-open-redirect
    return res.redirect(next);
  }
  // ok: js-open-redirect
  res.redirect(req.session.home);
});

module.exports = router;
