const express = require('express');
const cookieParser = require('cookie-parser');
const serialize = require('node-serialize');

const app = express();
app.use(cookieParser());

function readPreferences(req) {
  const encoded = req.cookies.prefs;
  if (!encoded) {
    return { theme: 'light', lang: 'en' };
  }
  const text = Buffer.from(encoded, 'base64').toString('utf8');
  return serialize.unserialize(text);
}

app.get('/dashboard', (req, res) => {
  const prefs = readPreferences(req);
  res.render('dashboard', { prefs });
});

module.exports = app;
