const express = require('express');

const app = express();

app.get('/logout', (req, res) => {
  let next = req.query.next;
  if (typeof next !== 'string' || next.charAt(0) !== '/' || next.charAt(1) === '/' || next.charAt(1) === '\\') {
    next = '/login';
  }
  // ok: js-open-redirect
  res.redirect(next);
});

app.get('/back', (req, res) => {
  const target = String(req.query.target || '/');
  if (target[0] === '/' && target[1] !== '/' && target[1] !== '\\') {
    // ok: js-open-redirect
    return res.redirect(target);
  }
  res.redirect('/');
});

app.get('/continue', (req, res) => {
  const target = String(req.query.target || '/');
  // Two slash checks without the backslash one: `/\evil.example` still leaves the site.
  if (target.charAt(0) === '/' && target.charAt(1) !== '/') {
    // ruleid: js-open-redirect
    return res.redirect(target);
  }
  res.redirect('/');
});
