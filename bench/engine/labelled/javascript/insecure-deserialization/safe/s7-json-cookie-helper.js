const express = require('express');
const cookieParser = require('cookie-parser');
const app = express();
app.use(cookieParser());

function readProfile(raw) {
  const text = Buffer.from(raw, 'base64').toString('utf8');
  return JSON.parse(text);
}

app.get('/profile', (req, res) => {
  const profile = req.cookies.profile ? readProfile(req.cookies.profile) : { name: 'guest' };
  res.json({ name: String(profile.name) });
});

module.exports = app;
