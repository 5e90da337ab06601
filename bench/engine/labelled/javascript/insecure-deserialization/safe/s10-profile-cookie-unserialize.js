const express = require('express');
const cookieParser = require('cookie-parser');

const app = express();
app.use(cookieParser());

const THEMES = new Set(['light', 'dark']);

function readPreferences(req) {
  const encoded = req.cookies.prefs;
  if (!encoded) {
    return { theme: 'light', lang: 'en' };
  }
  const text = Buffer.from(encoded, 'base64').toString('utf8');
  const data = JSON.parse(text);
  return {
    theme: THEMES.has(data.theme) ? data.theme : 'light',
    lang: typeof data.lang === 'string' ? data.lang.slice(0, 5) : 'en',
  };
}

app.get('/dashboard', (req, res) => {
  const prefs = readPreferences(req);
  res.render('dashboard', { prefs });
});

module.exports = app;
