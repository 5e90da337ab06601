const express = require('express');
const app = express();
app.get('/after', (req, res) => {
  const next = String(req.query.next || '/');
  if (!next.startsWith('/') || next.startsWith('//')) return res.redirect('/');
  res.redirect(next);
});
