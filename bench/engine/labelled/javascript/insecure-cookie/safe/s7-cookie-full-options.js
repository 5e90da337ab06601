const express = require('express');
const crypto = require('crypto');
const app = express();

app.post('/login', (req, res) => {
  const sid = crypto.randomBytes(16).toString('hex');
  res.cookie('sid', sid, { httpOnly: true, secure: true, sameSite: 'strict' });
  res.json({ ok: true });
});

module.exports = app;
