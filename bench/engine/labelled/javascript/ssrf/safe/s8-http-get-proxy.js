const express = require('express');
const http = require('http');

const app = express();

function buildUrl(base, path) {
  return base + path;
}

app.get('/proxy', (req, res) => {
  const url = buildUrl('http://inventory.internal:8080', '/api/items/' + encodeURIComponent(req.query.id));
  http.get(url, (upstream) => {
    upstream.pipe(res);
  }).on('error', () => res.sendStatus(502));
});

module.exports = app;
