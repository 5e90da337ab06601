const express = require('express');
const session = require('express-session');
const app = express();
app.use(express.json());
app.use(session({ secret: process.env.SESSION_SECRET, resave: false, saveUninitialized: false }));

const THEMES = new Set(['light', 'dark']);

function applyTheme(sess, body) {
  sess.theme = THEMES.has(body.theme) ? body.theme : 'light';
}

app.post('/theme', (req, res) => {
  applyTheme(req.session, req.body);
  res.json({ ok: true });
});

module.exports = app;
