const express = require('express');
const crypto = require('crypto');
const app = express();

app.post('/login', (req, res) => {
  const sid = crypto.randomBytes(16).toString('hex');
  res.cookie('sid', sid, { httpOnly: false, secure: true, sameSite: 'lax' });
  res.json({ ok: true });
});

module.exports = app;
