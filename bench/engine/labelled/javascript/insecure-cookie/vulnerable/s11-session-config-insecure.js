const express = require('express');
const session = require('express-session');

const app = express();

const sessionOptions = {
  name: 'sid',
  secret: process.env.SESSION_SECRET,
  resave: false,
  saveUninitialized: true,
  cookie: { httpOnly: false, secure: false, maxAge: 86400000 },
};

app.use(session(sessionOptions));

app.get('/cart', (req, res) => {
  res.json({ items: req.session.cart || [] });
});

module.exports = app;
