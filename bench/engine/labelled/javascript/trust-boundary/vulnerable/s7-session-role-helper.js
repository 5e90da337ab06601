const express = require('express');
const session = require('express-session');
const app = express();
app.use(express.json());
app.use(session({ secret: process.env.SESSION_SECRET, resave: false, saveUninitialized: false }));

function applyProfile(sess, body) {
  sess.role = body.role;
  sess.displayName = body.name;
}

app.post('/profile', (req, res) => {
  applyProfile(req.session, req.body);
  res.json({ ok: true });
});

module.exports = app;
