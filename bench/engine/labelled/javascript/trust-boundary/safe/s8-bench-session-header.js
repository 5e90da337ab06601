const express = require('express');
const session = require('express-session');

const app = express();
app.use(session({ secret: process.env.SECRET, resave: false, saveUninitialized: true }));

app.get('/track', (req, res) => {
  const values = Object.values({ a: 'x', b: req.headers['x-account-tier'] });
  const tier = values[0];
  req.session.tier = tier;
  res.send('tracked');
});

module.exports = app;
