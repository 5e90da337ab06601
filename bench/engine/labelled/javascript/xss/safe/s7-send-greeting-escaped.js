const express = require('express');
const app = express();

function escapeHtml(s) {
  return s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function greeting(name) {
  return `<h1>Hello ${escapeHtml(name.trim())}</h1>`;
}

app.get('/hello', (req, res) => {
  res.send(greeting(String(req.query.name || 'guest')));
});

module.exports = app;
