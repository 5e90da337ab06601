const express = require('express');
const escapeHtml = require('escape-html');
const { searchDocs } = require('../services/search');

const app = express();

app.get('/search', async (req, res) => {
  const q = req.query.q || '';
  const hits = await searchDocs(String(q));
  const items = hits
    .map((h) => `<li><a href="/docs/${encodeURIComponent(h.slug)}">${escapeHtml(h.title)}</a></li>`)
    .join('');
  res.send(`<!doctype html>
<html><body>
  <h1>Results for "${escapeHtml(String(q))}"</h1>
  <ul>${items}</ul>
</body></html>`);
});

module.exports = app;
