const express = require('express');
const escapeHtml = require('escape-html');
const { searchArticles } = require('../services/search');

const app = express();

app.get('/search', async (req, res) => {
  const q = req.query.q || '';
  const hits = await searchArticles(q);
  if (hits.length === 0) {
    res.status(404).send(`<!doctype html>
      <html><body>
        <h2>No results for "${escapeHtml(q)}"</h2>
        <a href="/">Back home</a>
      </body></html>`);
    return;
  }
  res.render('results', { q, hits });
});

module.exports = app;
