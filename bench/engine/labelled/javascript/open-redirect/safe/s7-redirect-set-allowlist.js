const express = require('express');
const app = express();

const ALLOWED = new Set(['/', '/account', '/orders']);

function nextTarget(raw) {
  return decodeURIComponent(raw || '/').trim();
}

app.get('/after-login', (req, res) => {
  const next = nextTarget(req.query.next);
  res.redirect(ALLOWED.has(next) ? next : '/');
});

module.exports = app;
