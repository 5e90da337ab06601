const express = require('express');
const app = express();

function greeting(name) {
  return `<h1>Hello ${name.trim()}</h1>`;
}

app.get('/hello', (req, res) => {
  res.send(greeting(String(req.query.name || 'guest')));
});

module.exports = app;
