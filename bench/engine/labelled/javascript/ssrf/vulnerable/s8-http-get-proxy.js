const express = require('express');
const http = require('http');

const app = express();

function buildUrl(base, path) {
  return base + path;
}

app.get('/proxy', (req, res) => {
  const url = buildUrl(req.query.base, '/api/data');
  http.get(url, (upstream) => {
    upstream.pipe(res);
  }).on('error', () => res.sendStatus(502));
});

module.exports = app;
