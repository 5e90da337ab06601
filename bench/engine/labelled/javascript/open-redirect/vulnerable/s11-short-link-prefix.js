const express = require('express');

const app = express();

function normalise(target) {
  const decoded = decodeURIComponent(target);
  return decoded.startsWith('http') ? decoded : 'https://' + decoded;
}

app.get('/out/*', (req, res) => {
  const destination = normalise(req.params[0]);
  res.redirect(301, destination);
});

module.exports = app;
