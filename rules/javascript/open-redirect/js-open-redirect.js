const express = require('express');
const app = express();
const SAFE_PATHS = ['/home', '/settings', '/billing'];

app.get('/login', (req, res) => {
  const next = req.query.next;
  // ruleid: js-open-redirect
  res.redirect(next);
  // ruleid: js-open-redirect
  res.redirect(302, req.query.to);
  // ok: js-open-redirect
  res.redirect('/home');
  if (SAFE_PATHS.includes(next)) {
    // ok: js-open-redirect
    res.redirect(next);
  }
  // ok: js-open-redirect
  res.redirect('/search?q=' + encodeURIComponent(req.query.q));
  // ruleid: js-open-redirect
  res.set('Location', req.query.back);
  // ok: js-open-redirect
  res.set('X-Requested', req.query.back);
});
