const express = require('express');

const app = express();

app.post('/profile', (req, res) => {
  // ruleid: js-render-locals-injection
  res.render('profile', req.body);
  // ruleid: js-render-locals-injection
  res.render('profile', { ...req.query, title: 'Profile' });
  // Named fields are data the template escapes.
  // ok: js-render-locals-injection
  res.render('profile', { name: req.body.name, bio: req.body.bio });
  const locals = { title: 'Search', q: req.query.q };
  // ok: js-render-locals-injection
  res.render('search', locals);
  // ruleid: js-render-locals-injection
  res.render('search', Object.assign({ title: 'Search' }, req.query));
  // ok: js-render-locals-injection
  res.render('search', { layout: 'main', q: String(req.query.q) });
});
