const express = require('express');
const cookieParser = require('cookie-parser');
const serialize = require('node-serialize');
const app = express();
app.use(cookieParser());

function readProfile(raw) {
  const text = Buffer.from(raw, 'base64').toString('utf8');
  return serialize.unserialize(text);
}

app.get('/profile', (req, res) => {
  const profile = req.cookies.profile ? readProfile(req.cookies.profile) : { name: 'guest' };
  res.json({ name: profile.name });
});

module.exports = app;
