// An Environment from nunjucks.configure, kept in a module-level binding and used by handlers.
const express = require('express');
const nunjucks = require('nunjucks');

const env = nunjucks.configure('templates', { autoescape: true });
const app = express();

app.post('/preview', (req, res) => {
  // ruleid: js-template-injection
  const html = env.renderString(req.body.template, { user: 'sample' });
  // The template is a constant; the request value is a local the template escapes.
  // ok: js-template-injection
  const card = env.renderString('<p>{{ name }}</p>', { name: req.body.name });
  res.json({ html, card });
});
