const express = require('express');
const app = express();

function nextTarget(raw) {
  return decodeURIComponent(raw || '/').trim();
}

app.get('/after-login', (req, res) => {
  res.redirect(nextTarget(req.query.next));
});

module.exports = app;
