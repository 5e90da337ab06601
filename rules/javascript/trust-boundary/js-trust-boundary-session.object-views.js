// Object.keys/values/entries of an object literal: each element is the field it came from.
const express = require('express');

const app = express();

app.get('/track', (req, res) => {
  const values = Object.values({ a: 'x', b: req.headers['x-account-tier'] });
  // ok: js-trust-boundary-session
  req.session.plan = values[0];
  // ruleid: js-trust-boundary-session
  req.session.tier = values[1];
  const entries = Object.entries({ region: 'eu', source: req.query.src });
  // ok: js-trust-boundary-session
  req.session.region = entries[0][1];
  // ruleid: js-trust-boundary-session
  req.session.source = entries[1][1];
  // ruleid: js-trust-boundary-session
  req.session.first = Object.values(req.body)[0];
  res.send('tracked');
});

module.exports = app;
