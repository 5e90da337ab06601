const express = require('express');
const { findShortLink } = require('../services/links');
const { normaliseTarget } = require('../lib/urls');

const app = express();

app.get('/s/:code', async (req, res) => {
  const link = await findShortLink(req.params.code);
  // ok: js-open-redirect
  res.redirect(301, link.destination);
});

app.get('/go', (req, res) => {
  // ruleid: js-open-redirect
  res.redirect(normaliseTarget(req.query.to));
});

app.get('/back', (req, res) => {
  const target = req.query.next || '/';
  // ruleid: js-open-redirect
  res.redirect(target);
});

module.exports = app;
