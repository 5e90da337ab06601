const express = require('express');
const nunjucks = require('nunjucks');

const app = express();
nunjucks.configure({ autoescape: true });

app.get('/card', (req, res) => {
  const greeting = req.query.greeting || 'Hello';
  const out = nunjucks.renderString(greeting + ', {{ name }}!', { name: 'friend' });
  res.send(out);
});

module.exports = app;
