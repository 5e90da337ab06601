const express = require('express');
const { searchArticles } = require('../services/articles');

const app = express();

app.get('/search', async (req, res) => {
  const { q = '', limit = 10 } = req.query;
  const hits = await searchArticles(q, Number(limit));
  const items = hits
    .map((hit) => `<li><a href="/articles/${hit.id}">${hit.title}</a></li>`)
    .join('');
  res.send(`<!doctype html>
<html><body>
  <h1>Results for ${q}</h1>
  <ul>${items || '<li>No results</li>'}</ul>
</body></html>`);
});

module.exports = app;
